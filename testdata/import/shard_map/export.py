"""Exports JAX programs written with `shard_map` (manual per-device code: Shardy's
`sdy.manual_computation` with StableHLO collectives inside) on a dp=2 x tp=4 mesh. Writes three
exports beside this script, each a directory with:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0.. and JAX's outputs out0..
  xla.json            XLA's collectives for the same program (see export_common)

collectives/   every collective a shard_map body uses — psum, pmax over both axes, tiled
               all_gather, psum_scatter, all_to_all, a ring ppermute, a pipeline ppermute
               (no wrap-around: the first device receives zeros), axis_index — and a
               collective matmul: x gathered by ppermute around the tp ring inside a
               fori_loop, one block multiplied per step
train_step/    a Megatron MLP training step written by hand: column- then row-parallel
               matmuls, psum over tp, the loss averaged with psum over dp, its gradient
               (JAX transposes the shard_map: psums become the backward's collectives) and an
               SGD update
partial/       a shard_map over tp only (`axis_names={"tp"}`) on explicit axes: dp stays
               free, its layout given by sharding constraints inside the body
gspmd/         collectives/ and train_step/ in one program, exported with GSPMD instead of
               Shardy (`jax_use_shardy_partitioner=False`): the bodies are outlined
               functions called between custom_call @SPMDFullToShardShape and
               @SPMDShardToFullShape

Run with JAX 0.10.2: .venv/bin/python testdata/import/shard_map/export.py
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import shard_map  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
from export_common import write_export, write_xla_collectives  # noqa: E402

TP = 4
rng = np.random.default_rng(0)


def export(name, jitted, args, mesh=None):
    out_dir = os.path.join(here, name)
    os.makedirs(out_dir, exist_ok=True)
    if mesh is not None:
        with jax.set_mesh(mesh):
            lowered = jitted.lower(*args)
            outs = jitted(*args)
    else:
        lowered = jitted.lower(*args)
        outs = jitted(*args)
    text = lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    assert '"sdy.manual_computation"' in text or "SPMDFullToShardShape" in text
    outs = outs if isinstance(outs, (tuple, list)) else (outs,)
    tensors = {f"arg{i}": np.asarray(a) for i, a in enumerate(args)}
    tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
    write_export(out_dir, text, tensors)
    count, total = write_xla_collectives(out_dir, lowered.compile().as_text())
    print(f"{name}: XLA {count} collectives, {total} bytes per device")


# --- collectives -------------------------------------------------------------------------
auto = jax.make_mesh((2, TP), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)


def every_collective(x, w):
    y = x @ w
    s = jax.lax.psum(y, "tp")
    g = jax.lax.all_gather(s, "dp", axis=0, tiled=True)
    r = jax.lax.psum_scatter(y, "tp", scatter_dimension=1, tiled=True)
    ring = jax.lax.ppermute(x, "tp", perm=[(i, (i + 1) % TP) for i in range(TP)])
    pipe = jax.lax.ppermute(x, "tp", perm=[(i, i + 1) for i in range(TP - 1)])
    a = jax.lax.all_to_all(y, "tp", 0, 1, tiled=True)
    i = jax.lax.axis_index("tp").astype(jnp.float32)
    d = jax.lax.axis_index("dp").astype(jnp.float32)
    m = jax.lax.pmax(jnp.sin(x) * (1.0 + i + 10 * d), ("dp", "tp"))
    return g, r, ring + i, pipe * 2.0, a, m


def collective_matmul(x, w):
    """x [b, k/tp] blocks gathered around the tp ring: step j multiplies the block that
    started on device (me - j) by the matching rows of w [k, n/tp]."""
    me = jax.lax.axis_index("tp")
    kb = x.shape[1]

    def step(j, carry):
        acc, blk = carry
        src = (me - j) % TP
        rows = jax.lax.dynamic_slice_in_dim(w, src * kb, kb, axis=0)
        acc = acc + blk @ rows
        blk = jax.lax.ppermute(blk, "tp", perm=[(i, (i + 1) % TP) for i in range(TP)])
        return acc, blk

    acc = jnp.zeros((x.shape[0], w.shape[1]), x.dtype)
    acc, _ = jax.lax.fori_loop(0, TP, step, (acc, x))
    return acc


def collectives(x, w, x2, w2):
    outs = shard_map(every_collective, mesh=auto, in_specs=(P("dp", "tp"), P("tp", None)),
                     out_specs=(P(None, None), P("dp", "tp"), P("dp", "tp"), P("dp", "tp"),
                                P("dp", "tp"), P()),
                     check_vma=False)(x, w)
    cm = shard_map(collective_matmul, mesh=auto, in_specs=(P("dp", "tp"), P(None, "tp")),
                   out_specs=P("dp", "tp"), check_vma=False)(x2, w2)
    return (*outs, cm)


x = rng.standard_normal((8, 16)).astype(np.float32)
w = rng.standard_normal((16, 8)).astype(np.float32)
x2 = rng.standard_normal((8, 16)).astype(np.float32)
w2 = rng.standard_normal((16, 12)).astype(np.float32)
export("collectives", jax.jit(collectives), (x, w, x2, w2))


# --- train_step --------------------------------------------------------------------------
def mlp_loss(w1, w2, x, t):
    # w1 [d, h/tp] column-parallel, w2 [h/tp, d] row-parallel, x and t [b/dp, d].
    h = jax.nn.gelu(x @ w1)
    y = jax.lax.psum(h @ w2, "tp")
    err = jnp.sum((y - t) ** 2)
    return jax.lax.psum(err, "dp") / (t.shape[0] * 2 * t.shape[1])


def train_step(w1, w2, x, t):
    sharded = shard_map(mlp_loss, mesh=auto,
                        in_specs=(P(None, "tp"), P("tp", None), P("dp", None), P("dp", None)),
                        out_specs=P())
    loss, (g1, g2) = jax.value_and_grad(sharded, argnums=(0, 1))(w1, w2, x, t)
    return loss, w1 - 0.1 * g1, w2 - 0.1 * g2


D, H, B = 16, 32, 8
tw1 = (rng.standard_normal((D, H)) * 0.3).astype(np.float32)
tw2 = (rng.standard_normal((H, D)) * 0.3).astype(np.float32)
xb = rng.standard_normal((B, D)).astype(np.float32)
tb = rng.standard_normal((B, D)).astype(np.float32)
shardings = (NamedSharding(auto, P(None, "tp")), NamedSharding(auto, P("tp", None)),
             NamedSharding(auto, P("dp", None)), NamedSharding(auto, P("dp", None)))
export("train_step", jax.jit(train_step, in_shardings=shardings), (tw1, tw2, xb, tb))


# --- partial -----------------------------------------------------------------------------
explicit = jax.make_mesh((2, TP), ("dp", "tp"), axis_types=(AxisType.Explicit,) * 2)


def tp_only(x, w):
    return jax.lax.psum(jnp.tanh(x @ w), "tp")


@jax.jit
def partial(x, w):
    x = jax.sharding.reshard(x, P("dp", "tp"))
    y = shard_map(tp_only, mesh=explicit, in_specs=(P(None, "tp"), P("tp", None)),
                  out_specs=P(None, None), axis_names={"tp"})(x, w)
    return y * 2.0 + 1.0


xp = rng.standard_normal((8, 16)).astype(np.float32)
wp = rng.standard_normal((16, 8)).astype(np.float32)
export("partial", partial, (xp, wp), mesh=explicit)


# --- gspmd -------------------------------------------------------------------------------
jax.config.update("jax_use_shardy_partitioner", False)


def both(x, w, x2, w2, tw1, tw2, xb, tb):
    return (*collectives(x, w, x2, w2), *train_step(tw1, tw2, xb, tb))


export("gspmd", jax.jit(both), (x, w, x2, w2, tw1, tw2, xb, tb))
