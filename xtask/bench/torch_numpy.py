"""The workloads of tessera's throughput benchmark in NumPy and PyTorch eager (CPU).

Usage: python3 xtask/bench/torch_numpy.py target/bench/workloads.json
       python3 xtask/bench/torch_numpy.py --cuda WORKLOADS.json [--compare KERNEL.json]

With `--cuda` it measures PyTorch eager on the first CUDA device instead (each timed run ends
with `torch.cuda.synchronize()`); `--compare KERNEL.json` then prints the GPU kernel's records
(written by the GPU benchmark of `cargo xtask gpu-check`) beside PyTorch's, with the ratio.

`cargo xtask bench` runs it after `cargo bench -p tessera-tests --bench throughput`, which
writes the workload list. Each step is the update the compiled kernels run, in f32, with the
gradient in closed form:

    y <- y - eta * grad(y) + sqrt(2 * eta * T) * N(0, 1)

quadratic (and quadratic_fast, the same update on tessera's faster noise policy): grad = y - x; double_well: grad = y^3 - y + (y - x); sphere_align: grad = -x,
projected onto the tangent space of the unit row (as is the noise), stepped, renormalised;
tether (and tether_pairwise, its row sum in the pairwise order): grad = (y - x) +
0.04 * (sum(y^2) - 4) * y, the sum over the row; softmax_pull: grad = softmax(y) - x +
0.1 * onehot(argmax(y)) + 0.1 * y, the softmax and the first maximum's one-hot per row.

rownorm (a map, elements/s): x / sqrt(sum(x^2)), the sum over the row; well_energy (an
energy and its gradient, elements/s): E = sum(0.25 * y^4 - 0.5 * y^2) + 0.5 * sum((y - x)^2)
per row and grad = y^3 - y + (y - x).

gumbel (the token sampler, samples/s): what a user writes instead of the kernel, on [B, V]
logits: top-k by `topk`/`argpartition`, top-p by a descending sort and a cumulative sum of the
softmax, then Gumbel-max, `argmax(logits / T - log(-log(U)))` over the kept tokens.
A workload marked `bf16` cuts its logits to bfloat16 precision (the low 16 bits of each
f32 cleared), as the Rust half does.

Each measurement is the median of RUNS timed runs after a warm-up, on the workload's full shape
with fewer steps when one run of K steps would take much longer than RUN_S (a step costs the
same every time); the record's `steps` is what was timed. A call shorter than MIN_RUN_S (a
sampler batch) is repeated within each timed run. Prints one JSON object on stdout:
{"records": [...], "skipped": {"numpy" | "torch": "why"}}; progress goes to stderr.
"""

import json
import math
import statistics
import sys
import time

RUNS = 5
RUN_S = 0.3
MIN_RUN_S = 0.1
UNIT = "elem-steps/s"
INSTALL = "pip install numpy torch"
# The smallest normal f32: uniforms in [0, 1) are clamped to it so log(0) never happens.
TINY = 1.1754944e-38


def grad_fn(program, y, x, lib):
    """The closed-form gradient of each program, with the row-wise operations of `lib` (a
    library of `numpy_library`, `torch_library` or `torch_cuda_library`)."""
    dot = lib["dot"]
    if program in ("quadratic", "quadratic_fast"):
        return y - x
    if program == "double_well":
        return y * y * y - y + (y - x)
    if program == "sphere_align":
        g = -x
        return g - dot(g, y) * y
    if program in ("tether", "tether_pairwise"):
        return (y - x) + 0.04 * (dot(y, y) - 4.0) * y
    if program == "softmax_pull":
        return lib["softmax"](y) - x + 0.1 * lib["onehot_argmax"](y) + 0.1 * y
    raise ValueError(f"no closed form for program {program!r}")


def step_fn(program, eta, temperature, lib):
    """One Langevin step `y -> y'` for `program`, with `lib["normal"](shape)` drawing N(0, 1)."""
    dot, normal = lib["dot"], lib["normal"]
    scale = math.sqrt(2.0 * eta * temperature)

    def step(y, x):
        z = normal(y.shape)
        if program == "sphere_align":
            z = z - dot(z, y) * y
            s = y - eta * grad_fn(program, y, x, lib) + scale * z
            return s / (dot(s, s) ** 0.5)
        return y - eta * grad_fn(program, y, x, lib) + scale * z

    return step


def numpy_library():
    import numpy as np

    rng = np.random.default_rng(7)

    def dot(a, b):
        return np.einsum("ij,ij->i", a, b)[:, None]

    def softmax(y):
        e = np.exp(y - y.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    def onehot_argmax(y):
        hot = np.zeros_like(y)
        hot[np.arange(y.shape[0]), y.argmax(axis=1)] = 1.0
        return hot

    return {
        "name": "numpy",
        "detail": f"numpy {np.__version__}, eager",
        "array": lambda a: np.asarray(a, dtype=np.float32),
        "dot": dot,
        "softmax": softmax,
        "onehot_argmax": onehot_argmax,
        "normal": lambda shape: rng.standard_normal(shape, dtype=np.float32),
        "sync": lambda: None,
    }


def torch_onehot_argmax(y):
    """1 at each row's first maximum (`torch.argmax` returns the first), 0 elsewhere."""
    import torch

    return torch.zeros_like(y).scatter_(1, y.argmax(dim=1, keepdim=True), 1.0)


def torch_library():
    import torch

    generator = torch.Generator().manual_seed(7)

    def dot(a, b):
        return (a * b).sum(dim=1, keepdim=True)

    return {
        "name": "torch",
        "detail": f"torch {torch.__version__}, eager CPU, {torch.get_num_threads()} threads",
        "array": lambda a: torch.from_numpy(a),
        "dot": dot,
        "softmax": lambda y: torch.softmax(y, dim=1),
        "onehot_argmax": torch_onehot_argmax,
        "normal": lambda shape: torch.randn(shape, generator=generator, dtype=torch.float32),
        "sync": lambda: None,
    }


class NoDevice(Exception):
    """The library is installed but has no device to run on."""


def torch_cuda_library():
    """PyTorch eager on the first CUDA device; every timed run ends with a synchronize."""
    import torch

    if not torch.cuda.is_available():
        raise NoDevice(f"torch {torch.__version__} sees no CUDA device")
    device = torch.device("cuda")
    generator = torch.Generator(device=device).manual_seed(7)

    def dot(a, b):
        return (a * b).sum(dim=1, keepdim=True)

    return {
        "name": "torch-cuda",
        "detail": f"torch {torch.__version__}, eager, {torch.cuda.get_device_name(device)}",
        "array": lambda a: torch.from_numpy(a).to(device),
        "dot": dot,
        "softmax": lambda y: torch.softmax(y, dim=1),
        "onehot_argmax": torch_onehot_argmax,
        "normal": lambda shape: torch.randn(
            shape, generator=generator, dtype=torch.float32, device=device
        ),
        "sync": torch.cuda.synchronize,
    }


def sample_fn(library_name, workload):
    """One batch of Gumbel-max samples (with top-k and top-p when the workload asks), on the
    CPU or (`torch-cuda`) on the first CUDA device."""
    temperature, top_k, top_p = workload["temperature"], workload["top_k"], workload["top_p"]
    if library_name == "numpy":
        import numpy as np

        rng = np.random.default_rng(11)

        def sample(logits):
            scaled = logits / np.float32(temperature)
            if top_k > 0:
                cut = np.partition(scaled, -top_k, axis=1)[:, -top_k][:, None]
                scaled = np.where(scaled >= cut, scaled, -np.inf)
            if top_p < 1.0:
                order = np.argsort(-scaled, axis=1)
                ordered = np.take_along_axis(scaled, order, axis=1)
                probs = np.exp(ordered - ordered[:, :1])
                probs /= probs.sum(axis=1, keepdims=True)
                drop = np.cumsum(probs, axis=1) - probs >= top_p
                ordered[drop] = -np.inf
                np.put_along_axis(scaled, order, ordered, axis=1)
            u = np.maximum(rng.random(scaled.shape, dtype=np.float32), TINY)
            return np.argmax(scaled - np.log(-np.log(u)), axis=1)

        return sample
    import torch

    device = torch.device("cuda" if library_name == "torch-cuda" else "cpu")
    generator = torch.Generator(device=device).manual_seed(11)

    def sample(logits):
        scaled = logits / temperature
        if top_k > 0:
            cut = torch.topk(scaled, top_k, dim=1).values[:, -1:]
            scaled = scaled.masked_fill(scaled < cut, float("-inf"))
        if top_p < 1.0:
            ordered, order = torch.sort(scaled, dim=1, descending=True)
            probs = torch.softmax(ordered, dim=1)
            drop = torch.cumsum(probs, dim=1) - probs >= top_p
            ordered = ordered.masked_fill(drop, float("-inf"))
            scaled = torch.empty_like(scaled).scatter_(1, order, ordered)
        u = torch.rand(
            scaled.shape, generator=generator, dtype=torch.float32, device=device
        ).clamp_min(TINY)
        return torch.argmax(scaled - torch.log(-torch.log(u)), dim=1)

    return sample


EVALUATIONS = ("rownorm", "well_energy")


def evaluate_fn(program, lib):
    """One evaluation of a map or an energy over every row, with the row-wise operations of
    `lib`: rownorm's output; well_energy's energy per row and gradient."""
    dot = lib["dot"]
    if program == "rownorm":
        return lambda y, x: x / dot(x, x) ** 0.5
    if program == "well_energy":

        def energy(y, x):
            d = y - x
            e = (0.25 * y**4 - 0.5 * y * y).sum(1) + 0.5 * (d * d).sum(1)
            return e, y * y * y - y + d

        return energy
    raise ValueError(f"no evaluation for program {program!r}")


def measure_evaluation(library, workload):
    y0, x0 = operands(workload)
    y, x = library["array"](y0), library["array"](x0)
    evaluate = evaluate_fn(workload["program"], library)

    rows, features = workload["rows"], workload["features"]
    return measure_calls(library, workload, lambda: evaluate(y, x), rows * features, "elements/s")


def measure_calls(library, workload, call, count, unit):
    """The record of `call` (one evaluation or sampling of the whole workload, `count` units
    of `unit` each), timed by `median_seconds` with the library's synchronize after it."""

    def run():
        call()
        library["sync"]()

    median_s = median_seconds(run)
    return {
        "workload": workload["workload"],
        "impl": library["name"],
        "shape": [workload["rows"], workload["features"]],
        "steps": 1,
        "median_s": median_s,
        "throughput": count / median_s,
        "unit": unit,
        "detail": library["detail"],
    }


def measure_sampler(library, workload):
    import numpy as np

    rng = np.random.default_rng(0x10917)
    rows, vocab = workload["rows"], workload["features"]
    logits = rng.uniform(-4.0, 4.0, (rows, vocab)).astype(np.float32)
    if workload.get("bf16"):
        # bfloat16 precision: the low 16 bits cleared, as the Rust half does.
        logits = (logits.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)
    logits = library["array"](logits)
    sample = sample_fn(library["name"], workload)
    return measure_calls(library, workload, lambda: sample(logits), rows, "samples/s")


def operands(workload):
    """Seeded y, x in [-2, 2) as f32 NumPy arrays (sphere rows normalised; the tethers' y in
    [-0.5, 0.5): from [-2, 2) their chain diverges at eta = 0.05, as the kernel's would)."""
    import numpy as np

    rng = np.random.default_rng(0x7E55E7A)
    shape = (workload["rows"], workload["features"])
    bound = 0.5 if workload["program"] in ("tether", "tether_pairwise") else 2.0
    y = rng.uniform(-bound, bound, shape).astype(np.float32)
    x = rng.uniform(-2.0, 2.0, shape).astype(np.float32)
    if workload["program"] == "sphere_align":
        y /= np.linalg.norm(y, axis=1, keepdims=True)
    return y, x


def median_seconds(run):
    """Median seconds per call over RUNS timed runs after a warm-up; a call shorter than
    MIN_RUN_S is repeated within each run until the run lasts about that long."""
    started = time.perf_counter()
    run()
    warm_up = time.perf_counter() - started
    calls = min(10_000, max(1, math.ceil(MIN_RUN_S / max(warm_up, 1e-9))))
    samples = []
    for _ in range(RUNS):
        started = time.perf_counter()
        for _ in range(calls):
            run()
        samples.append((time.perf_counter() - started) / calls)
    return statistics.median(samples)


def measure(library, workload):
    y0, x0 = operands(workload)
    state = {"y": library["array"](y0)}
    x = library["array"](x0)
    step = step_fn(
        workload["program"],
        workload["eta"],
        workload["temperature"],
        library,
    )

    def run(steps):
        y = state["y"]
        for _ in range(steps):
            y = step(y, x)
        state["y"] = y
        library["sync"]()

    started = time.perf_counter()
    run(1)
    one_step = time.perf_counter() - started
    steps = max(1, min(workload["steps"], int(RUN_S / one_step)))
    median_s = median_seconds(lambda: run(steps))
    rows, features = workload["rows"], workload["features"]
    detail = library["detail"]
    if steps < workload["steps"]:
        detail += f"; timed on {steps} of {workload['steps']} steps"
    return {
        "workload": workload["workload"],
        "impl": library["name"],
        "shape": [rows, features],
        "steps": steps,
        "median_s": median_s,
        "throughput": rows * features * steps / median_s,
        "unit": UNIT,
        "detail": detail,
    }


def compare_table(kernel_records, records, skipped):
    """The GPU kernel beside PyTorch on the GPU, one line per workload (`--compare`)."""
    torch_by_workload = {r["workload"]: r for r in records}
    lines = [
        f"{'workload':<44} {'kernel GPU':>12} {'torch-cuda':>12} {'kernel/torch':>13} "
        f"{'in kernel':>9}  unit"
    ]
    for kernel in kernel_records:
        # The share of the call's time the kernel itself took on the device (events around the
        # launch); the rest is the call's zeroing, launch, synchronisation and download.
        share = f"{kernel['kernel_s'] / kernel['median_s']:>9.0%}" if "kernel_s" in kernel else f"{'-':>9}"
        torch = torch_by_workload.get(kernel["workload"])
        if torch is None:
            why = skipped.get("torch-cuda", "not measured")
            lines.append(
                f"{kernel['workload']:<44} {kernel['throughput']:>12.3e} {'':>12} {'':>13} "
                f"{share}  ({why})"
            )
            continue
        ratio = kernel["throughput"] / torch["throughput"]
        lines.append(
            f"{kernel['workload']:<44} {kernel['throughput']:>12.3e} "
            f"{torch['throughput']:>12.3e} {ratio:>13.2f} {share}  {kernel['unit']}"
        )
    lines.append(f"({records[0]['detail'] if records else 'no PyTorch CUDA record'})")
    return "\n".join(lines)


USAGE = """usage: torch_numpy.py WORKLOADS.json
       torch_numpy.py --cuda WORKLOADS.json [--compare KERNEL.json]
  (CPU: NumPy and PyTorch, JSON records on stdout; --cuda: PyTorch on the GPU, and with
  --compare a table of the GPU kernel's records beside it)"""


def main(argv):
    args = argv[1:]
    cuda = "--cuda" in args
    args = [a for a in args if a != "--cuda"]
    compare = None
    if "--compare" in args:
        at = args.index("--compare")
        if at + 1 >= len(args):
            sys.exit(USAGE)
        compare = args[at + 1]
        del args[at : at + 2]
    if len(args) != 1 or (compare and not cuda):
        sys.exit(USAGE)
    with open(args[0]) as f:
        workloads = json.load(f)
    candidates = [("numpy", numpy_library), ("torch", torch_library)]
    if cuda:
        candidates = [("numpy", numpy_library), ("torch-cuda", torch_cuda_library)]
    records, skipped, libraries = [], {}, []
    for name, load in candidates:
        try:
            libraries.append(load())
        except ImportError as error:
            skipped[name] = f"{error}; install it with `{INSTALL}`"
            print(f"torch_numpy: {name} not measured: {skipped[name]}", file=sys.stderr)
        except NoDevice as error:
            skipped[name] = str(error)
            print(f"torch_numpy: {name} not measured: {skipped[name]}", file=sys.stderr)
    if "numpy" in skipped:
        # The operands are made with NumPy (and torch shares them).
        for library in libraries:
            skipped[library["name"]] = f"numpy is needed for the operands; `{INSTALL}`"
        libraries = []
    if cuda:
        # NumPy only makes the operands.
        libraries = [library for library in libraries if library["name"] != "numpy"]
    for workload in workloads:
        for library in libraries:
            if workload["program"] in ("gumbel", "gumbel_pairwise"):
                record = measure_sampler(library, workload)
            elif workload["program"] in EVALUATIONS:
                record = measure_evaluation(library, workload)
            else:
                record = measure(library, workload)
            print(
                f"{record['workload']:<32} {record['impl']:<10} "
                f"{record['throughput']:>10.3e} {record['unit']}  ({record['detail']})",
                file=sys.stderr,
            )
            records.append(record)
    if compare:
        with open(compare) as f:
            print(compare_table(json.load(f), records, skipped))
        return
    json.dump({"records": records, "skipped": skipped}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main(sys.argv)
