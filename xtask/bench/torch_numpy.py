"""The Langevin workloads of tessera's throughput benchmark in NumPy and PyTorch eager (CPU).

Usage: python3 xtask/bench/torch_numpy.py target/bench/workloads.json

`cargo xtask bench` runs it after `cargo bench -p tessera-tests --bench throughput`, which
writes the workload list. Each step is the update the compiled kernels run, in f32, with the
gradient in closed form:

    y <- y - eta * grad(y) + sqrt(2 * eta * T) * N(0, 1)

quadratic: grad = y - x; double_well: grad = y^3 - y + (y - x); sphere_align: grad = -x,
projected onto the tangent space of the unit row (as is the noise), stepped, renormalised.

Each measurement is the median of RUNS timed runs after a warm-up, on the workload's full shape
with fewer steps when one run of K steps would take much longer than RUN_S (a step costs the
same every time); the record's `steps` is what was timed. Prints one JSON object on stdout:
{"records": [...], "skipped": {"numpy" | "torch": "why"}}; progress goes to stderr.
"""

import json
import math
import statistics
import sys
import time

RUNS = 5
RUN_S = 0.3
UNIT = "elem-steps/s"
INSTALL = "pip install numpy torch"


def grad_fn(program, y, x, dot):
    """The closed-form gradient of each program (`dot` is the row-wise dot product)."""
    if program == "quadratic":
        return y - x
    if program == "double_well":
        return y * y * y - y + (y - x)
    if program == "sphere_align":
        g = -x
        return g - dot(g, y) * y
    raise ValueError(f"no closed form for program {program!r}")


def step_fn(program, eta, temperature, dot, normal):
    """One Langevin step `y -> y'` for `program`, with `normal(shape)` drawing N(0, 1)."""
    scale = math.sqrt(2.0 * eta * temperature)

    def step(y, x):
        z = normal(y.shape)
        if program == "sphere_align":
            z = z - dot(z, y) * y
            s = y - eta * grad_fn(program, y, x, dot) + scale * z
            return s / (dot(s, s) ** 0.5)
        return y - eta * grad_fn(program, y, x, dot) + scale * z

    return step


def numpy_library():
    import numpy as np

    rng = np.random.default_rng(7)

    def dot(a, b):
        return np.einsum("ij,ij->i", a, b)[:, None]

    return {
        "name": "numpy",
        "detail": f"numpy {np.__version__}, eager",
        "array": lambda a: np.asarray(a, dtype=np.float32),
        "dot": dot,
        "normal": lambda shape: rng.standard_normal(shape, dtype=np.float32),
    }


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
        "normal": lambda shape: torch.randn(shape, generator=generator, dtype=torch.float32),
    }


def operands(workload):
    """Seeded y, x in [-2, 2) as f32 NumPy arrays (sphere rows normalised)."""
    import numpy as np

    rng = np.random.default_rng(0x7E55E7A)
    shape = (workload["rows"], workload["features"])
    y = rng.uniform(-2.0, 2.0, shape).astype(np.float32)
    x = rng.uniform(-2.0, 2.0, shape).astype(np.float32)
    if workload["program"] == "sphere_align":
        y /= np.linalg.norm(y, axis=1, keepdims=True)
    return y, x


def median_seconds(run):
    run()
    samples = []
    for _ in range(RUNS):
        started = time.perf_counter()
        run()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def measure(library, workload):
    y0, x0 = operands(workload)
    state = {"y": library["array"](y0)}
    x = library["array"](x0)
    step = step_fn(
        workload["program"],
        workload["eta"],
        workload["temperature"],
        library["dot"],
        library["normal"],
    )

    def run(steps):
        y = state["y"]
        for _ in range(steps):
            y = step(y, x)
        state["y"] = y

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


def main(argv):
    if len(argv) != 2:
        sys.exit(f"usage: {argv[0]} target/bench/workloads.json")
    with open(argv[1]) as f:
        workloads = json.load(f)
    records, skipped, libraries = [], {}, []
    for name, load in [("numpy", numpy_library), ("torch", torch_library)]:
        try:
            libraries.append(load())
        except ImportError as error:
            skipped[name] = f"{error}; install it with `{INSTALL}`"
            print(f"torch_numpy: {name} not measured: {skipped[name]}", file=sys.stderr)
    if "numpy" in skipped:
        # The operands are made with NumPy (and torch shares them).
        for library in libraries:
            skipped[library["name"]] = f"numpy is needed for the operands; `{INSTALL}`"
        libraries = []
    for workload in workloads:
        for library in libraries:
            record = measure(library, workload)
            print(
                f"{record['workload']:<32} {record['impl']:<10} "
                f"{record['throughput']:>10.3e} {UNIT}  ({record['detail']})",
                file=sys.stderr,
            )
            records.append(record)
    json.dump({"records": records, "skipped": skipped}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main(sys.argv)
