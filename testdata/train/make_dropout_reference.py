"""A 2-layer MLP regression with JAX's threefry dropout, for checking `--train` through real
JAX random numbers: the forward loss exported as JAX emits it (threefry as `ui32` bit
arithmetic, `bitcast_convert`), with shardings on a dp=2 x tp=4 mesh, and JAX's own SGD steps
on it (lr 0.1), each step drawing its mask from `fold_in(key(seed), step)`.

  loss(w1[16,32], w2[32,8], x[8,16], y[8,8], seed: i32, step: i32)
    h = gelu(x @ w1); keep ~ bernoulli(0.8); h = where(keep, h / 0.8, 0)
    loss = mean((h @ w2 - y)^2)

Writes, beside this file: dropout_forward.mlir (arguments: w1, w2, x, y, seed, step) and
dropout_data.safetensors (arg0..arg5 with step 0; loss{k} the loss of step k = 0, 1, 2 and
w1_final, w2_final the parameters after those three steps).

The export targets CUDA (threefry's rounds unrolled; on CPU JAX rolls them into a
`stablehlo.while`, not imported yet); the numbers are JAX's on the CPU. The keep probability
0.8 makes XLA's rewrite of `h / 0.8` into `h * 1.25` exact.

Run (JAX 0.10.2):
  .venv/bin/python testdata/train/make_dropout_reference.py
"""
import json
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import export  # noqa: E402
from jax._src.interpreters import mlir  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "import"))
from export_common import DTYPES  # noqa: E402

LR, KEEP, STEPS = 0.1, 0.8, 3


def loss(w1, w2, x, y, seed, step):
    h = jax.nn.gelu(x @ w1, approximate=True)
    key = jax.random.fold_in(jax.random.key(seed), step)
    keep = jax.random.bernoulli(key, KEEP, h.shape)
    h = jnp.where(keep, h / KEEP, 0.0)
    return jnp.mean((h @ w2 - y) ** 2)


def main():
    mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)
    rng = np.random.default_rng(5)
    w1 = (rng.standard_normal((16, 32)) / 4).astype(np.float32)
    w2 = (rng.standard_normal((32, 8)) / np.sqrt(32)).astype(np.float32)
    x = rng.standard_normal((8, 16)).astype(np.float32)
    y = rng.standard_normal((8, 8)).astype(np.float32)
    seed, step = np.int32(77), np.int32(0)
    specs = [P(None, "tp"), P("tp", None), P("dp", None), P("dp", None), P(), P()]
    jitted = jax.jit(loss, in_shardings=tuple(NamedSharding(mesh, s) for s in specs))
    exported = export.export(jitted, platforms=["cuda"])(w1, w2, x, y, seed, step)
    with mlir.make_ir_context():
        text = ir.Module.parse(exported.mlir_module()).operation.get_asm(
            print_generic_op_form=True, enable_debug_info=False)
    assert "stablehlo.while" not in text and "stablehlo.bitcast_convert" in text
    with open(os.path.join(here, "dropout_forward.mlir"), "w") as fh:
        fh.write("// A 2-layer MLP with threefry dropout; made by make_dropout_reference.py\n")
        fh.write(text)
    out = {f"arg{i}": a for i, a in enumerate([w1, w2, x, y, seed, step])}
    grad = jax.jit(jax.value_and_grad(loss, argnums=(0, 1)))
    p1, p2 = w1, w2
    for k in range(STEPS):
        value, (g1, g2) = grad(p1, p2, x, y, seed, np.int32(k))
        out[f"loss{k}"] = np.asarray(value, np.float32)
        p1 = np.asarray(p1 - LR * np.asarray(g1), np.float32)
        p2 = np.asarray(p2 - LR * np.asarray(g2), np.float32)
    out["w1_final"], out["w2_final"] = p1, p2
    header, blobs, offset = {}, [], 0
    for name, a in out.items():
        a = np.array(a, copy=True, order="C")  # keeps 0-d scalars 0-d
        header[name] = {"dtype": DTYPES[str(a.dtype)], "shape": list(a.shape),
                        "data_offsets": [offset, offset + a.nbytes]}
        blobs.append(a.tobytes())
        offset += a.nbytes
    head = json.dumps(header).encode()
    head += b" " * (-len(head) % 8)
    with open(os.path.join(here, "dropout_data.safetensors"), "wb") as fh:
        fh.write(len(head).to_bytes(8, "little") + head + b"".join(blobs))
    print("losses", [float(out[f"loss{k}"]) for k in range(STEPS)])


if __name__ == "__main__":
    main()
