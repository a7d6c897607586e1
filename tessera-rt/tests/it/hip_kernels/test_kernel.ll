; The AMD test kernel of tests/it/hip.rs. Regenerate the objects (code object v4, which ROCm 5
; and later load) from tessera-rt/tests/it/hip_kernels with:
;   for chip in gfx1151 gfx1100 gfx1030 gfx90a gfx942 gfx908 gfx906; do
;     llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=$chip -filetype=obj -O2 test_kernel.ll -o /tmp/$chip.o &&
;     ld.lld-22 -shared /tmp/$chip.o -o $chip.hsaco; done
;
; out[i] = f32(i) * scale + f32(bias) for i = workgroup.x * 32 + workitem.x < n
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @tessera_rt_hip_test(ptr addrspace(1) %out, i32 %n, float %scale, i64 %bias) #0 {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %base = shl i32 %wg, 5
  %i = add i32 %base, %lane
  %inside = icmp ult i32 %i, %n
  br i1 %inside, label %store, label %done
store:
  %fi = uitofp i32 %i to float
  %fb = uitofp i64 %bias to float
  %m = fmul float %fi, %scale
  %v = fadd float %m, %fb
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %v, ptr addrspace(1) %p, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "amdgpu-flat-work-group-size"="32,32" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
