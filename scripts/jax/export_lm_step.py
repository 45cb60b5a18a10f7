"""Exports the LM step of bench/lm_step.py (JAX's donated SGD step of a 4-layer GPT-style LM,
Megatron shardings on dp=2 x tp=4) with XLA's own partitioning of it, for comm-fusion's
test: testdata/comm/lm_step_dp_tp/

  jax.mlir.gz   the export (StableHLO + Shardy, MLIR generic form), gzipped
  expect.json   XLA's collectives in the compiled per-device program (kind, result bytes on
                one device), their count and summed bytes, as the shared oracle counts them

Run: .venv/bin/python scripts/jax/export_lm_step.py  (JAX 0.10.2; see bench/lm_step.py)
"""
import gzip
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, os.path.join(ROOT, "bench"))
sys.path.insert(0, HERE)

import lm_step  # noqa: E402  (sets the 8 virtual CPU devices before JAX starts)
import jax  # noqa: E402
from jax.sharding import AxisType, NamedSharding  # noqa: E402
from xla_collectives import collectives  # noqa: E402


def main():
    out = os.path.join(ROOT, "testdata", "comm", "lm_step_dp_tp")
    os.makedirs(out, exist_ok=True)
    mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)
    abstract = [jax.ShapeDtypeStruct(s, d, sharding=NamedSharding(mesh, p))
                for s, p, d in lm_step.shapes()]
    lowered = jax.jit(lm_step.step, donate_argnums=0).lower(*lm_step.unflatten(abstract))
    text = lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    with gzip.GzipFile(os.path.join(out, "jax.mlir.gz"), "wb", mtime=0) as fh:
        fh.write(text.encode())
    found = collectives(lowered.compile().as_text())
    expect = {
        "case": "lm_step_dp_tp",
        "jax_version": jax.__version__,
        "mesh": {"dp": 2, "tp": 4},
        "collectives": [{"kind": k, "result_bytes_per_device": b} for k, b in found],
        "collective_count": len(found),
        "collective_bytes_per_device": sum(b for _, b in found),
    }
    with open(os.path.join(out, "expect.json"), "w") as fh:
        json.dump(expect, fh, indent=1)
    print(f"{len(found)} collectives, {expect['collective_bytes_per_device']} bytes per device")


if __name__ == "__main__":
    main()
