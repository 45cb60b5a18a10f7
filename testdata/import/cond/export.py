"""Exports JAX's conditionals — `lax.cond`, `lax.switch` over three branches, a cond nested in
a branch, and the gradient of a cond (which JAX differentiates into more `case` ops) — as
`stablehlo.case`, with shardings on a dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0..arg3 and JAX's outputs out0..
  data_p{P}_k{K}.safetensors  the same for the other branches: p in {-1, 1} x k in {0, 1, 2}
                      (every branch of every conditional taken somewhere)

Run with JAX 0.10.2: .venv/bin/python testdata/import/cond/export.py
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
from export_common import write_export, write_safetensors  # noqa: E402

mesh = jax.make_mesh((2, 2), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2,
                     devices=jax.devices()[:4])


def branchy(x, w, p, k):
    y = jax.lax.cond(p > 0, lambda v: jnp.tanh(v @ w), lambda v: (v @ w) * 0.5, x)
    z = jax.lax.switch(k, [
        lambda v: v + 1.0,
        lambda v: jax.lax.cond(v.sum() > 0, lambda u: u * u, lambda u: -u, v),
        lambda v: jnp.exp(-v),
    ], y)
    return z


def step(x, w, p, k):
    z = branchy(x, w, p, k)
    loss, g = jax.value_and_grad(lambda w: (branchy(x, w, p, k) ** 2).mean())(w)
    return z, loss, g


rng = np.random.default_rng(0)
x = rng.standard_normal((8, 16)).astype(np.float32)
w = (rng.standard_normal((16, 8)) * 0.3).astype(np.float32)
outs, tensors = [], {}
shardings = (NamedSharding(mesh, P("dp", None)), NamedSharding(mesh, P(None, "tp")),
             NamedSharding(mesh, P()), NamedSharding(mesh, P()))
jitted = jax.jit(step, in_shardings=shardings)
p, k = np.float32(0.5), np.int32(1)
text = jitted.lower(x, w, p, k).compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert "stablehlo.case" in text
outs = jitted(x, w, p, k)
tensors = {"arg0": x, "arg1": w, "arg2": p, "arg3": k}
tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
write_export(here, text, tensors)

for p_ in (-1.0, 1.0):
    for k_ in (0, 1, 2):
        args = (x, w, np.float32(p_), np.int32(k_))
        res = jitted(*args)
        named = {f"arg{i}": np.array(a) for i, a in enumerate(args)}
        named.update({f"out{i}": np.asarray(o) for i, o in enumerate(res)})
        write_safetensors(os.path.join(here, f"data_p{int(p_)}_k{k_}.safetensors"), named)
