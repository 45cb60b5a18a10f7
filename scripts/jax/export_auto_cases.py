"""Exports two `--auto-shard` cases with XLA's partitioning of the hand plan they should
rediscover, in the layout of the shared oracle's `auto_*` cases:

- auto_transformer_tp: one SGD step of a transformer layer (pre-layer-norm multi-head
  attention + GELU MLP, residuals; batch 2, sequence 16, width 512, 8 heads, MLP 2048) on a
  mesh tp=4, no shardings. Hand plan: Megatron (wq, wk, wv, w1 column-parallel, wo and w2
  row-parallel, activations replicated).
- auto_fsdp_mlp: one SGD step of a 4-layer MLP (batch 64, width 512) on a mesh dp=4, no
  shardings. Hand plan: FSDP / ZeRO-3 (the batch and every parameter split over dp on their
  first dimension; XLA gathers each weight where it is used and reduce-scatters its
  gradient). expect.json gives the bytes the replicated parameters and their gradients take
  (`replicated_parameter_and_gradient_bytes`): a budget below it forces sharded parameters.

Each case folder (testdata/auto/<case>/) holds jax.mlir (no shardings, no mesh: compile
with --mesh) and expect.json (the hand plan's input shardings and XLA's collective count and
bytes per device, counted on each collective's result in the compiled per-device HLO). No
data: the weights would weigh megabytes; tests compare the sharded run with the
single-device reference on seeded inputs instead.

Run:  .venv/bin/python scripts/jax/export_auto_cases.py  (JAX 0.10.2; sets XLA_FLAGS itself)
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

ROOT = pathlib.Path(__file__).resolve().parents[2] / "testdata" / "auto"


def as_lists(spec, rank):
    dims = tuple(spec) + (None,) * (rank - len(tuple(spec)))
    return [[a] if a else [] for a in dims]


def write_case(name, step, args, mesh_shape, mesh_names, hand_name, hand_specs, extra):
    folder = ROOT / name
    folder.mkdir(parents=True, exist_ok=True)
    lowered = jax.jit(step).lower(*args)
    (folder / "jax.mlir").write_text(
        lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True))
    mesh = jax.make_mesh(mesh_shape, mesh_names, axis_types=(AxisType.Auto,) * len(mesh_names))
    shardings = [NamedSharding(mesh, s) for s in hand_specs]
    compiled = jax.jit(step, in_shardings=shardings).lower(*args).compile()
    cs = collectives(compiled.as_text())
    expect = {
        "case": name,
        "jax_version": jax.__version__,
        "mesh": dict(zip(mesh_names, mesh_shape)),
        "note": "no shardings given: compile with --mesh and --auto-shard; the hand plan partitioned by XLA for comparison",
        "hand_plans": {
            hand_name: {
                "in_shardings": [as_lists(s, np.ndim(a)) for s, a in zip(hand_specs, args)],
                "collective_count": len(cs),
                "collective_bytes_per_device": sum(b for _, b in cs),
            }
        },
        "collective_bytes_per_device": sum(b for _, b in cs),
        "tolerance": {"rtol": 2e-4, "atol": 2e-5},
    }
    expect.update(extra)
    (folder / "expect.json").write_text(json.dumps(expect, indent=1) + "\n")
    print(name, hand_name, len(cs), sum(b for _, b in cs))


def transformer():
    B, S, D, H, F = 2, 16, 512, 8, 2048
    lr = 0.01

    def layer_norm(x):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(var + 1e-5)

    def block(params, x):
        wq, wk, wv, wo, w1, w2 = params
        h = layer_norm(x)
        q = (h @ wq).reshape(B, S, H, D // H)
        k = (h @ wk).reshape(B, S, H, D // H)
        v = (h @ wv).reshape(B, S, H, D // H)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(D // H))
        attn = jax.nn.softmax(scores, axis=-1)
        ctx = jnp.einsum("bhqk,bkhd->bqhd", attn, v).reshape(B, S, D)
        x = x + ctx @ wo
        h = layer_norm(x)
        return x + jax.nn.gelu(h @ w1, approximate=True) @ w2

    def step(wq, wk, wv, wo, w1, w2, x, y):
        params = (wq, wk, wv, wo, w1, w2)
        loss, grads = jax.value_and_grad(
            lambda p: jnp.mean((block(p, x) - y) ** 2))(params)
        return (loss,) + tuple(p - lr * g for p, g in zip(params, grads))

    rng = np.random.default_rng(11)
    shapes = [(D, D)] * 4 + [(D, F), (F, D)]
    params = [(rng.standard_normal(s) / np.sqrt(s[0])).astype(np.float32) for s in shapes]
    x = rng.standard_normal((B, S, D)).astype(np.float32)
    y = rng.standard_normal((B, S, D)).astype(np.float32)
    col, row = P(None, "tp"), P("tp", None)
    write_case("auto_transformer_tp", step, params + [x, y], (4,), ("tp",), "megatron",
               [col, col, col, row, col, row, P(), P()], {})


def fsdp():
    B, W, L = 64, 512, 4
    lr = 0.01

    def loss_fn(ws, x, y):
        h = x
        for w in ws:
            h = jnp.tanh(h @ w)
        return jnp.mean((h - y) ** 2)

    def step(*args):
        ws, x, y = args[:L], args[L], args[L + 1]
        loss, grads = jax.value_and_grad(loss_fn)(ws, x, y)
        return (loss,) + tuple(w - lr * g for w, g in zip(ws, grads))

    rng = np.random.default_rng(12)
    ws = [(rng.standard_normal((W, W)) / np.sqrt(W)).astype(np.float32) for _ in range(L)]
    x = rng.standard_normal((B, W)).astype(np.float32)
    y = rng.standard_normal((B, W)).astype(np.float32)
    params = L * W * W * 4
    write_case("auto_fsdp_mlp", step, ws + [x, y], (4,), ("dp",), "fsdp",
               [P("dp", None)] * L + [P("dp", None), P("dp", None)],
               {"replicated_parameter_and_gradient_bytes": 2 * params,
                "sharded_parameter_and_gradient_bytes": 2 * params // 4})


if __name__ == "__main__":
    transformer()
    fsdp()
