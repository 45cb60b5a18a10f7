"""Reference numbers for shardc's optimizers: optax's SGD with Nesterov momentum and AdamW with
global-norm clipping, three steps each on a small two-layer MLP, and the JAX export of its
loss (the forward program `shardc compile --train` starts from).

  loss(w1, w2, x, y) = mean((gelu(x @ w1) @ w2 - y)^2)    w1: 32x64, w2: 64x32, x, y: 16x32

Shardings on a dp=2 x tp=4 mesh (Megatron: w1 column-parallel, w2 row-parallel, the batch over
dp). Writes, beside this file:

  forward.mlir        the export (StableHLO + Shardy, MLIR generic form)
  data.safetensors    arg0..arg3 (w1, w2, x, y), and per optimizer CFG in {sgd, adamw,
                      clipped_sgd}:
                      CFG_loss0..CFG_loss2 (the loss before each update), CFG_w1, CFG_w2
                      (the parameters after three updates)

  sgd:    optax.sgd(0.05, momentum=0.9, nesterov=True)
  adamw:  optax.chain(optax.clip_by_global_norm(0.5),
                      optax.adamw(0.01, b1=0.9, b2=0.999, eps=1e-8, weight_decay=1e-4))
  clipped_sgd: optax.chain(optax.clip_by_global_norm(0.1), optax.sgd(0.5))
               (the gradient norm here is above 0.1 at every step, so the clip acts; AdamW
               hardly notices a clip, being invariant to a gradient's scale)

Run (JAX 0.10.2, optax 0.2.6):
  XLA_FLAGS=--xla_force_host_platform_device_count=8 .venv/bin/python testdata/train/make_optax_reference.py
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "import"))
from export_common import DTYPES  # noqa: E402


def loss(w1, w2, x, y):
    h = jax.nn.gelu(x @ w1, approximate=True)
    return jnp.mean((h @ w2 - y) ** 2)


def main():
    mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)
    specs = [P(None, "tp"), P("tp", None), P("dp", None), P("dp", None)]
    rng = np.random.default_rng(7)
    args = [
        (rng.standard_normal((32, 64)) / np.sqrt(32)).astype(np.float32),
        (rng.standard_normal((64, 32)) / np.sqrt(64)).astype(np.float32),
        rng.standard_normal((16, 32)).astype(np.float32),
        rng.standard_normal((16, 32)).astype(np.float32),
    ]
    abstract = [jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=NamedSharding(mesh, s))
                for a, s in zip(args, specs)]
    text = jax.jit(loss).lower(*abstract).compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    with open(os.path.join(here, "forward.mlir"), "w") as fh:
        fh.write("// loss(w1, w2, x, y) = mean((gelu(x @ w1) @ w2 - y)^2); made by make_optax_reference.py\n")
        fh.write(text)

    out = {f"arg{i}": a for i, a in enumerate(args)}
    configs = {
        "sgd": optax.sgd(0.05, momentum=0.9, nesterov=True),
        "adamw": optax.chain(optax.clip_by_global_norm(0.5),
                             optax.adamw(0.01, b1=0.9, b2=0.999, eps=1e-8, weight_decay=1e-4)),
        "clipped_sgd": optax.chain(optax.clip_by_global_norm(0.1), optax.sgd(0.5)),
    }
    grad = jax.jit(jax.value_and_grad(loss, argnums=(0, 1)))
    for name, opt in configs.items():
        params = (jnp.asarray(args[0]), jnp.asarray(args[1]))
        state = opt.init(params)
        for k in range(3):
            value, grads = grad(params[0], params[1], args[2], args[3])
            out[f"{name}_loss{k}"] = np.asarray(value, np.float32)
            out[f"{name}_gnorm{k}"] = np.asarray(optax.global_norm(grads), np.float32)
            updates, state = opt.update(grads, state, params)
            params = optax.apply_updates(params, updates)
        out[f"{name}_w1"] = np.asarray(params[0])
        out[f"{name}_w2"] = np.asarray(params[1])

    import json
    header, blobs, offset = {}, [], 0
    for name, a in out.items():
        a = np.ascontiguousarray(a)
        header[name] = {"dtype": DTYPES[str(a.dtype)], "shape": list(a.shape),
                        "data_offsets": [offset, offset + a.nbytes]}
        blobs.append(a.tobytes())
        offset += a.nbytes
    head = json.dumps(header).encode()
    head += b" " * (-len(head) % 8)
    with open(os.path.join(here, "data.safetensors"), "wb") as fh:
        fh.write(len(head).to_bytes(8, "little") + head + b"".join(blobs))
    print("wrote forward.mlir and data.safetensors:",
          {k: float(v) for k, v in out.items() if "loss" in k})


if __name__ == "__main__":
    main()
