"""Measures one GPU's rates against the hardware profile the cost model prices it with
(passes/profiles/<name>.json): matrix products in f32 with TF32 allowed (JAX's default
precision on GPUs), plain f32 (TF32 off), bf16; a large device-to-device copy (bytes read
plus written); and the time of a tiny kernel (launch latency), each the median of timed
repetitions with CUDA events after warm-ups, on random data. Prints one table and writes
JSON to $OUT/gpu_rates.json when OUT is set.

Run on a CUDA machine with PyTorch:  python3 bench/gpu_rates.py [h200]
"""
import json
import os
import pathlib
import statistics
import sys

import torch


def median_ms(fn, warmup=3, reps=10):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def matmul_rate(dtype, tf32, n=8192):
    torch.backends.cuda.matmul.allow_tf32 = tf32
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    # Check the product against float64 on a slice (correct first).
    c = a @ b
    ref = a[:64].double() @ b.double()
    err = (c[:64].double() - ref).norm() / ref.norm()
    ms = median_ms(lambda: a @ b)
    return 2 * n**3 / (ms * 1e-3), float(err)


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else "h200"
    root = pathlib.Path(__file__).resolve().parents[1]
    profile = json.loads((root / "passes" / "profiles" / f"{name}.json").read_text())
    torch.manual_seed(0)
    rows = []
    tf32, e1 = matmul_rate(torch.float32, True)
    rows.append(("f32 matmul, TF32 allowed (FLOP/s)", tf32, profile["peak_flops"]["f32"], e1))
    f32, e2 = matmul_rate(torch.float32, False)
    rows.append(("f32 matmul, TF32 off (FLOP/s)", f32, profile["vector_flops"], e2))
    bf16, e3 = matmul_rate(torch.bfloat16, False)
    rows.append(("bf16 matmul (FLOP/s)", bf16, profile["peak_flops"]["bf16"], e3))
    x = torch.randn(1 << 30, device="cuda")  # 4 GiB
    y = torch.empty_like(x)
    ms = median_ms(lambda: y.copy_(x))
    assert torch.equal(x[:1000], y[:1000])
    copy = 2 * x.numel() * 4 / (ms * 1e-3)
    rows.append(("device copy, read + written (B/s)", copy, profile["memory_bandwidth"], None))
    small = torch.randn(256, device="cuda")
    ms = median_ms(lambda: small.add_(1.0), warmup=50, reps=200)
    rows.append(("tiny kernel (s)", ms * 1e-3, None, None))
    print(f"{torch.cuda.get_device_name()} (torch {torch.__version__}) against profile '{name}':")
    print(f"| measurement | measured | profile | measured / profile | error vs f64 |")
    print("|---|---|---|---|---|")
    for what, got, want, err in rows:
        ratio = f"{got / want:.2f}" if want else ""
        want_s = f"{want:.3e}" if want else ""
        err_s = f"{err:.1e}" if err is not None else ""
        print(f"| {what} | {got:.3e} | {want_s} | {ratio} | {err_s} |")
    out = os.environ.get("OUT")
    if out:
        doc = {what: {"measured": got, "profile": want, "error": err} for what, got, want, err in rows}
        doc["device"] = torch.cuda.get_device_name()
        pathlib.Path(out, "gpu_rates.json").write_text(json.dumps(doc, indent=1))


if __name__ == "__main__":
    main()
