"""Exports `jax.lax.conv_general_dilated` as vision models use it — a ViT patch embedding
(4x4 kernel, stride 4), a ResNet-style 3x3 'SAME' convolution with stride 2, an atrous
(dilated) convolution with uneven padding, a depthwise (feature-grouped) convolution and a
transposed convolution (input dilation), in NHWC/HWIO and NCHW/OIHW layouts — with Shardy
shardings on a dp=2 x tp=2 mesh (batch over dp, output features over tp). Writes, beside
this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0..arg5 and JAX's outputs out0..out4

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/convolution/export.py
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
from export_common import write_export  # noqa: E402

mesh = jax.make_mesh((2, 2), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2, devices=jax.devices()[:4])
NHWC = ("NHWC", "HWIO", "NHWC")
conv = jax.lax.conv_general_dilated


def step(img, patch, k3, katrous, kdepth, chw):
    vit = conv(img, patch, (4, 4), "VALID", dimension_numbers=NHWC)
    resnet = conv(img, k3, (2, 2), "SAME", dimension_numbers=NHWC)
    atrous = conv(img, katrous, (1, 1), ((1, 2), (0, 1)), rhs_dilation=(2, 2), dimension_numbers=NHWC)
    depthwise = conv(img, kdepth, (1, 1), "SAME", feature_group_count=4, dimension_numbers=NHWC)
    transposed = conv(chw, jax.numpy.ones((3, 2, 2, 2), np.float32), (1, 1), ((1, 1), (1, 1)),
                      lhs_dilation=(2, 2), dimension_numbers=("NCHW", "OIHW", "NCHW"))
    return vit, resnet, atrous, depthwise, transposed


rng = np.random.default_rng(0)
img = rng.standard_normal((4, 16, 16, 4)).astype(np.float32)
patch = (rng.standard_normal((4, 4, 4, 8)) / 8).astype(np.float32)
k3 = (rng.standard_normal((3, 3, 4, 6)) / 6).astype(np.float32)
katrous = (rng.standard_normal((2, 2, 4, 4)) / 4).astype(np.float32)
kdepth = (rng.standard_normal((3, 3, 1, 8)) / 3).astype(np.float32)
chw = rng.standard_normal((2, 2, 5, 5)).astype(np.float32)
batch = NamedSharding(mesh, P("dp"))
out_features = NamedSharding(mesh, P(None, None, None, "tp"))
r = NamedSharding(mesh, P())
lowered = jax.jit(step, in_shardings=(batch, out_features, out_features, r, r, batch)).lower(
    img, patch, k3, katrous, kdepth, chw)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert text.count('"stablehlo.convolution"') == 5
outs = jax.jit(step)(img, patch, k3, katrous, kdepth, chw)
tensors = {f"arg{k}": a for k, a in enumerate([img, patch, k3, katrous, kdepth, chw])}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
