"""Writes step.mlir (run from the repository: `.venv/bin/python
lit-tests/shardc/Inputs/plan/make_step.py > lit-tests/shardc/Inputs/plan/step.mlir`): a JAX SGD step
of a torch-style pair of Linear layers (weights [out, in], keyed by torch's parameter names),
lowered with debug information so each argument is named by its key path (w['fc1.weight'], x);
the op locations are dropped to keep the file short, the argument names kept."""
import re, jax, jax.numpy as jnp, numpy as np
def step(w, x):
    def loss(w):
        h = jax.nn.relu(x @ w['fc1.weight'].T + w['fc1.bias'])
        return jnp.mean((h @ w['fc2.weight'].T) ** 2)
    l, g = jax.value_and_grad(loss)(w)
    return l, {k: w[k] - 0.1 * g[k] for k in w}
w = {'fc1.weight': np.ones((16, 8), np.float32), 'fc1.bias': np.ones(16, np.float32), 'fc2.weight': np.ones((4, 16), np.float32)}
x = np.ones((8, 8), np.float32)
t = jax.jit(step).lower(w, x).compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True, enable_debug_info=True)
t = re.sub(r' loc\(#loc\d*\)', '', t)
t = re.sub(r'loc\("([^"]*)"\(#loc\d+\)\)', r'loc("\1")', t)
t = "\n".join(l for l in t.splitlines() if not l.startswith('#loc'))
print(t)
