"""The PyTorch route through torch-mlir: a `torch.nn.Module` training step traced with
`make_fx` (functorch's `grad_and_value` of the loss, then the SGD update: PyTorch's own
backward) and imported by `torch_mlir.fx.stateless_fx_import(..., output_type="stablehlo")`,
then compiled by shardc with a plan file keyed by the module's parameter names.

The model is `nn.Sequential(Linear(32, 64), GELU(), Linear(64, 64), GELU(), Linear(64, 4))`;
the loss is cross-entropy written as log-softmax against one-hot labels (torch-mlir's
StableHLO lowering of `F.cross_entropy`'s `nll_loss` fails); the step is plain SGD
(w - lr * grad). Writes, into testdata/torch/mlp_train_step_torch_mlir/:

  torch_mlir.mlir     the step as torch-mlir exports it (StableHLO, MLIR generic form): the
                      arguments are the parameters in named_parameters order, x, the one-hot
                      labels; the results the loss and the updated parameters
  plan.json           the plan by parameter name (the first Linear column-parallel, the
                      second row-parallel, the batch over dp), with the argument and result
                      names (torch-mlir's export carries none)
  data.safetensors    the inputs arg0, ... and PyTorch's outputs out0, ... (the loss and the
                      weights after `torch.optim.SGD.step()`, computed eagerly)

Run (CI never does; the outputs are committed):
  .venv/bin/pip install torch==2.9.1 torch-mlir==20261001
  .venv/bin/python testdata/torch/export_torch_mlir.py
(torch-mlir's `stateless_fx_import` runs on torch 2.9.1 with core ATen decompositions.)
"""
import json
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F
from torch._decomp import core_aten_decompositions
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "import"))
from export_common import write_safetensors  # noqa: E402

out_dir = os.path.join(here, "mlp_train_step_torch_mlir")
LR = 0.05
BATCH, FEATURES, HIDDEN, CLASSES = 16, 32, 64, 4
torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(FEATURES, HIDDEN), torch.nn.GELU(), torch.nn.Linear(HIDDEN, HIDDEN),
    torch.nn.GELU(), torch.nn.Linear(HIDDEN, CLASSES))
names = [k for k, _ in model.named_parameters()]
params = [p.detach().clone() for _, p in model.named_parameters()]
rng = np.random.default_rng(0)
x = torch.tensor(rng.standard_normal((BATCH, FEATURES)).astype(np.float32))
labels = rng.integers(0, CLASSES, BATCH)
onehot = torch.tensor(np.eye(CLASSES, dtype=np.float32)[labels])


def loss_of(logits, onehot):
    return -(F.log_softmax(logits, dim=-1) * onehot).sum(dim=-1).mean()


def step(*flat):
    p = dict(zip(names, flat[:len(names)]))
    x, onehot = flat[len(names):]

    def loss_fn(p):
        return loss_of(torch.func.functional_call(model, p, (x,)), onehot)

    grads, loss = torch.func.grad_and_value(loss_fn)(p)
    return (loss,) + tuple(p[k] - LR * grads[k] for k in names)


args = tuple(params) + (x, onehot)
gm = make_fx(step, decomposition_table=core_aten_decompositions())(*args)
module = fx.stateless_fx_import(gm, output_type="stablehlo")
text = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)

# PyTorch's own step, eagerly: the loss, backward() and torch.optim.SGD.
opt = torch.optim.SGD(model.parameters(), lr=LR)
opt.zero_grad()
loss = loss_of(model(x), onehot)
loss.backward()
opt.step()
outs = [loss.detach()] + [p.detach() for _, p in model.named_parameters()]
traced = step(*args)
for a, b in zip(traced, outs):
    np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-6)
print(f"loss {float(loss):.6f}; the traced step matches torch.optim.SGD")

with open(os.path.join(out_dir, "torch_mlir.mlir"), "w") as fh:
    fh.write(text)
tensors = {f"arg{i}": a.numpy() for i, a in enumerate(args)}
tensors.update({f"out{i}": o.numpy() for i, o in enumerate(outs)})
write_safetensors(os.path.join(out_dir, "data.safetensors"), tensors)
plan = {
    "description": "torch-mlir's export of an MLP SGD step: Megatron's column/row pair over tp, "
                   "the batch over dp",
    "mesh": "dp=2,tp=2",
    "arguments": names + ["x", "labels"],
    "results": ["loss"] + names,
    "parameters": {"0.weight": "colwise", "0.bias": "colwise", "2.weight": "rowwise"},
    "inputs": {"x": ["dp", None], "labels": ["dp", None]},
}
with open(os.path.join(out_dir, "plan.json"), "w") as fh:
    json.dump(plan, fh, indent=2)
    fh.write("\n")
print("wrote torch_mlir.mlir, plan.json and data.safetensors")
