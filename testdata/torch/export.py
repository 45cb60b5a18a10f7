"""The PyTorch route: a `torch.nn.Module` training step exported to StableHLO through torchax,
then compiled by shardc like any JAX export.

Two models, plain PyTorch: `mlp_train_step` — `nn.Sequential(Linear, LayerNorm, GELU, Linear,
LayerNorm, GELU, Linear)` over 32 features, 4 classes — and `transformer_train_step` — an
`nn.Embedding`, one pre-norm `nn.TransformerEncoderLayer` (4 heads, causal mask) and a
`Linear` head over a 64-token vocabulary — each with `nn.CrossEntropyLoss`. torchax turns it into a
JAX function of its weights (`torchax.extract_jax(model)`); the step is that function's loss,
its gradient (`jax.value_and_grad`: PyTorch's backward, as JAX derives it) and SGD with
momentum 0.9 (PyTorch's `torch.optim.SGD` update rule: buf = momentum * buf + grad,
w = w - lr * buf). The plan (a dp=2 x tp=2 mesh; the batch over dp, a pair of Linear weights
split over tp: Megatron's column/row pair, written as torchtitan's colwise/rowwise by parameter
name) is recorded beside the program; `jax.jit(step, in_shardings=...)` with the same plan
writes Shardy shardings into a second export. Writes, into testdata/torch/MODEL/:

  plan.json           the parallelize plan, by parameter name (torch's named_parameters):
                      what `shardc compile plain.mlir --plan-file plan.json` shards
  plain.mlir          the step exported without shardings, its arguments named (debug info)
  jax.mlir            the export JAX partitions with the same plan (StableHLO + Shardy, MLIR
                      generic form): shardc must read plan.json as JAX reads the plan
  data.safetensors    the inputs arg0, arg1, ... (weights in torch's state_dict order, momentum
                      buffers, a batch of 16 rows and labels) and JAX's outputs out0, ...
                      (loss, updated weights, updated buffers)

And checks that the loss equals PyTorch's own (eager, on the same weights and batch) and that
the updated weights equal torch.optim.SGD's after one step.

Run (CI never does; the outputs are committed):
  .venv/bin/pip install jax==0.10.2 jaxlib==0.10.2 torch==2.9.1 torchax==0.0.13
  .venv/bin/python testdata/torch/export.py mlp_train_step
  .venv/bin/python testdata/torch/export.py transformer_train_step
"""
import json
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402
import torchax  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "import"))
from export_common import write_export  # noqa: E402

LR, MOMENTUM = 0.05, 0.9
MODEL = sys.argv[1] if len(sys.argv) > 1 else "mlp_train_step"
here = os.path.join(here, MODEL)
torch.manual_seed(0)
rng = np.random.default_rng(0)

if MODEL == "mlp_train_step":
    BATCH, FEATURES, HIDDEN, CLASSES = 16, 32, 64, 4
    model = torch.nn.Sequential(
        torch.nn.Linear(FEATURES, HIDDEN), torch.nn.LayerNorm(HIDDEN), torch.nn.GELU(),
        torch.nn.Linear(HIDDEN, HIDDEN), torch.nn.LayerNorm(HIDDEN), torch.nn.GELU(),
        torch.nn.Linear(HIDDEN, CLASSES))
    x = rng.standard_normal((BATCH, FEATURES)).astype(np.float32)
    labels = rng.integers(0, CLASSES, BATCH).astype(np.int32)
    # The parallelize plan, by parameter name, in torchtitan's terms: the first Linear
    # column-parallel (its [out, in] weight split on out), the second row-parallel (on in).
    PLAN = {"0.weight": "colwise", "0.bias": "colwise", "3.weight": "rowwise"}
    INPUTS = {"x": ["dp", None], "labels": ["dp"]}
elif MODEL == "transformer_train_step":
    BATCH, SEQ, VOCAB, D = 4, 16, 64, 32

    class TinyLM(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = torch.nn.Embedding(VOCAB, D)
            self.layer = torch.nn.TransformerEncoderLayer(
                D, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True,
                norm_first=True)
            self.head = torch.nn.Linear(D, VOCAB)

        def forward(self, tokens):
            mask = torch.nn.Transformer.generate_square_subsequent_mask(tokens.shape[1])
            return self.head(self.layer(self.embed(tokens), src_mask=mask, is_causal=True))

    model = TinyLM()
    x = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
    labels = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
    # The feed-forward pair Megatron-style: linear1 [64, 32] column-parallel, linear2
    # [32, 64] row-parallel.
    PLAN = {"layer.linear1.weight": "colwise", "layer.linear1.bias": "colwise",
            "layer.linear2.weight": "rowwise"}
    INPUTS = {"x": ["dp", None], "labels": ["dp", None]}
else:
    sys.exit(f"unknown model {MODEL} (mlp_train_step, transformer_train_step)")
loss_module = torch.nn.CrossEntropyLoss()

weights, jax_model = torchax.extract_jax(model)
names = list(weights.keys())


def loss_fn(w, x, labels):
    logits = jax_model(w, (x,))
    # CrossEntropyLoss as PyTorch defines it (mean of -log softmax at the label).
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.take_along_axis(logp, labels[..., None], axis=-1).mean()


def step(w, buf, x, labels):
    loss, grads = jax.value_and_grad(loss_fn)(w, x, labels)
    new_buf = {k: MOMENTUM * buf[k] + grads[k] for k in w}
    new_w = {k: w[k] - LR * new_buf[k] for k in w}
    return loss, new_w, new_buf


mesh = jax.make_mesh((2, 2), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2,
                     devices=jax.devices()[:4])




def spec(layout, rank):
    """A plan layout as a PartitionSpec: shardc's reading of the plan file (docs/import.md
    §Plan files), torch.nn.Linear's [out, in] for the styles."""
    if isinstance(layout, list):
        return P(*layout)
    return {("colwise", 2): P("tp", None), ("colwise", 1): P("tp"),
            ("rowwise", 2): P(None, "tp"), ("rowwise", 1): P(None),
            ("replicate", rank): P()}[(layout, rank)]


w_sh = {k: NamedSharding(mesh, spec(PLAN[k], v.ndim) if k in PLAN else P())
        for k, v in weights.items()}
x_sh = NamedSharding(mesh, P(*INPUTS["x"]))
y_sh = NamedSharding(mesh, P(*INPUTS["labels"]))
jitted = jax.jit(step, in_shardings=(w_sh, w_sh, x_sh, y_sh))

w0 = {k: np.asarray(v) for k, v in weights.items()}
buf0 = {k: (rng.standard_normal(v.shape) * 0.01).astype(np.float32) for k, v in w0.items()}

lowered = jitted.lower(w0, buf0, x, labels)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
# The same step without shardings, as a PyTorch user exports it before choosing a plan: the
# plan file says how to shard it, by parameter name. Debug information names each argument
# by its key path (w['0.weight'], buf['0.weight'], x, labels).
plain = jax.jit(step).lower(w0, buf0, x, labels).compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=True)
loss, w1, buf1 = jitted(w0, buf0, x, labels)

# PyTorch's own forward, loss, backward and SGD step on the same values agree.
params = dict(model.named_parameters())
assert sorted(params) == sorted(names), (sorted(params), names)
for k, p in params.items():
    assert np.array_equal(p.detach().numpy(), w0[k]), k
opt = torch.optim.SGD(model.parameters(), lr=LR, momentum=MOMENTUM)
for k, p in params.items():
    opt.state[p]["momentum_buffer"] = torch.tensor(buf0[k])
logits = model(torch.tensor(x, dtype=torch.long if x.dtype == np.int32 else torch.float32))
torch_loss = loss_module(logits.reshape(-1, logits.shape[-1]),
                         torch.tensor(labels, dtype=torch.long).reshape(-1))
opt.zero_grad()
torch_loss.backward()
opt.step()
torch_loss = torch_loss.detach()
assert abs(float(torch_loss) - float(loss)) < 1e-5, (float(torch_loss), float(loss))
for k, p in params.items():
    np.testing.assert_allclose(p.detach().numpy(), np.asarray(w1[k]), rtol=1e-4, atol=1e-6)
print(f"loss {float(loss):.6f} (PyTorch {float(torch_loss):.6f}); SGD step matches torch.optim.SGD")

# Arguments and results in the order of the flattened pytrees (dict keys sorted).
flat_in = jax.tree.leaves((w0, buf0, x, labels))
flat_out = jax.tree.leaves((loss, w1, buf1))
tensors = {f"arg{i}": np.asarray(a) for i, a in enumerate(flat_in)}
tensors.update({f"out{i}": np.asarray(a) for i, a in enumerate(flat_out)})
write_export(here, text, tensors)
with open(os.path.join(here, "plain.mlir"), "w") as fh:
    fh.write(plain)
with open(os.path.join(here, "plan.json"), "w") as fh:
    json.dump({"mesh": "dp=2,tp=2", "parameters": PLAN, "inputs": INPUTS}, fh, indent=2)
    fh.write("\n")
print("wrote plain.mlir and plan.json")
