"""Exports the two regimes of Alpa's 6-layer MLP training step for `--auto-shard`, with XLA's
partitioning of the two hand plans (Megatron tensor parallelism, data parallelism) for
comparison, in the layout of the shared oracle's `auto_*` cases.

  step(w1..w6, x, y) = (loss, w1 - lr dw1, ..., w6 - lr dw6),  loss = mean((mlp(x) - y)^2),
  mlp = six (matmul, relu) layers, SGD with lr 0.01, on a 1-D mesh tp=4.

- tall: batch 256, width 32 (the shared oracle's auto_mlp6_tall: data parallelism is cheaper;
  made in a scratch folder only, to check the hand plans reproduce the oracle's numbers
  (testdata/oracle/auto_mlp6_tall is the shared oracle's copy));
- wide: batch 8, width 256 (weights dominate: Megatron is cheaper).

The wide case is written to testdata/auto/auto_mlp6_wide/ with jax.mlir (no shardings),
data.safetensors (inputs arg0.., JAX's outputs out0..) and expect.json (hand plans: input
shardings, XLA's collective count and bytes per device, counted on each collective's result
in the compiled per-device HLO; `collective_bytes_per_device` is the cheaper plan's).

Run:  .venv/bin/python scripts/jax/export_auto_mlp6.py  (JAX 0.10.2; sets XLA_FLAGS itself)
"""
import json
import os
import pathlib

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

import sys  # noqa: E402

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from xla_collectives import collectives  # noqa: E402
from safetensors.numpy import save_file  # noqa: E402

LR = 0.01
ROOT = pathlib.Path(__file__).resolve().parents[2] / "testdata" / "auto"


def relu(x):
    return jnp.maximum(x, 0.0)


def loss_fn(ws, x, y):
    h = x
    for w in ws:
        h = relu(h @ w)
    return jnp.mean((h - y) ** 2)


def step(w1, w2, w3, w4, w5, w6, x, y):
    ws = (w1, w2, w3, w4, w5, w6)
    loss, grads = jax.value_and_grad(loss_fn)(ws, x, y)
    return (loss,) + tuple(w - LR * g for w, g in zip(ws, grads))


def spec(s):
    return [[a] if a else [] for a in s] if s is not None else []


def export(regime, batch, width, root=ROOT):
    mesh = jax.make_mesh((4,), ("tp",), axis_types=(AxisType.Auto,))
    rng = np.random.default_rng(6 if regime == "tall" else 7)
    ws = [(rng.standard_normal((width, width)) / np.sqrt(width)).astype(np.float32)
          for _ in range(6)]
    x = rng.standard_normal((batch, width)).astype(np.float32)
    y = rng.standard_normal((batch, width)).astype(np.float32)
    args = ws + [x, y]
    folder = root / f"auto_mlp6_{regime}"
    folder.mkdir(parents=True, exist_ok=True)
    lowered = jax.jit(step).lower(*args)
    (folder / "jax.mlir").write_text(
        lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True))
    outs = jax.jit(step)(*args)
    tensors = {f"arg{i}": a for i, a in enumerate(args)}
    tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
    save_file(tensors, str(folder / "data.safetensors"))
    col, row = ("tp", None), (None, "tp")
    plans = {
        "megatron": [P(*row), P(*col)] * 3 + [P(), P()],
        "data_parallel": [P()] * 6 + [P("tp", None), P("tp", None)],
    }
    hand = {}
    for name, specs in plans.items():
        shardings = [NamedSharding(mesh, s) for s in specs]
        compiled = jax.jit(step, in_shardings=shardings).lower(*args).compile()
        cs = collectives(compiled.as_text())
        hand[name] = {
            "in_shardings": [[[a] if a else [] for a in tuple(s) + (None,) * (2 - len(tuple(s)))]
                             if len(tuple(s)) else [] for s in specs],
            "collective_count": len(cs),
            "collective_bytes_per_device": sum(b for _, b in cs),
        }
    expect = {
        "case": f"auto_mlp6_{regime}",
        "jax_version": jax.__version__,
        "mesh": {"tp": 4},
        "note": "no shardings given: compile with --auto-shard; hand plans partitioned by XLA for comparison",
        "batch": batch,
        "width": width,
        "hand_plans": hand,
        "collective_bytes_per_device": min(p["collective_bytes_per_device"] for p in hand.values()),
        "tolerance": {"rtol": 2e-4, "atol": 2e-5},
    }
    (folder / "expect.json").write_text(json.dumps(expect, indent=1) + "\n")
    print(regime, {k: (v["collective_count"], v["collective_bytes_per_device"]) for k, v in hand.items()})


if __name__ == "__main__":
    import sys
    import tempfile
    # The tall case is the shared oracle's (testdata/oracle/auto_mlp6_tall, copied as is):
    # made again in a scratch folder only to check this script's hand plans against it.
    export("tall", 256, 32, pathlib.Path(tempfile.mkdtemp()))
    export("wide", 8, 256, pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT)
