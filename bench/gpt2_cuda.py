"""The GPU benchmark: a GPT-2-small (124M) training step, written in JAX, exported as StableHLO
on the CPU, compiled by shardc for CUDA and run on one GPU — timed against JAX on the same GPU.

The step: GPT-2 small (12 layers, d_model 768, 12 heads, FFN 3072, vocabulary 50257, context
1024, tied embeddings, pre-LayerNorm, tanh GELU), bf16 compute with f32 master weights (every
parameter is cast to bf16 for the forward and backward passes; LayerNorm, softmax and the loss
in f32), cross-entropy, AdamW (lr 6e-4, betas 0.9/0.95, eps 1e-8, weight decay 0.1 on the
matrices) — batch 16 x sequence 1024 by default. The parameters and AdamW's moments are
donated, so `shardc run --steps N` feeds each step's results into the next.

  step(params, m, v, tokens, targets) -> (loss, params', m', v')

Subcommands:
  export -o DIR [--batch B] [--seq T] [--layers L]
      writes DIR/gpt2_step.mlir (needs only JAX on the CPU), DIR/inputs.safetensors (the
      step's seeded inputs arg0, arg1, ...: 1.5 GB at full size) and DIR/config.json (the
      shapes and the step's FLOPs: 6 x parameters x tokens for the matrix products plus the
      attention's 12 x layers x batch x seq^2 x d_model)
  time -o DIR [--steps N] [--attention xla|cudnn] [same shape flags]
      times JAX's own step on the GPU (median of N steps after 2 warm-ups; cuDNN's fused
      attention with --attention cudnn) and writes DIR/jax_<attention>.json

bench/gpt2_cuda.sh runs both, shardc's compile and its GPU run, and prints the comparison.
Setup: python3 -m venv .venv && .venv/bin/pip install jax==0.10.2 jaxlib==0.10.2 (CPU export);
on the GPU machine JAX with CUDA (`jax[cuda12]`).
"""
import argparse
import json
import os
import statistics
import time

import jax
import jax.numpy as jnp
import numpy as np

VOCAB, D, HEADS, FFN = 50257, 768, 12, 3072
LR, BETA1, BETA2, EPS, WD = 6e-4, 0.9, 0.95, 1e-8, 0.1


def shapes(layers, seq):
    """Parameter shapes, in argument order: wte, wpe, then per layer (ln1 g/b, qkv w/b, proj
    w/b, ln2 g/b, fc w/b, out w/b), then the final LayerNorm's g/b."""
    per_layer = [(D,), (D,), (D, 3 * D), (3 * D,), (D, D), (D,), (D,), (D,), (D, FFN), (FFN,),
                 (FFN, D), (D,)]
    return [(VOCAB, D), (seq, D)] + per_layer * layers + [(D,), (D,)]


def layer_norm(x, g, b):
    x = x.astype(jnp.float32)
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return ((x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b).astype(jnp.bfloat16)


def attention(q, k, v, implementation):
    b, t, h, hd = q.shape
    if implementation == "cudnn":
        return jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation="cudnn")
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k).astype(jnp.float32) / hd ** 0.5
    mask = jnp.tril(jnp.ones((t, t), dtype=bool))
    probs = jax.nn.softmax(jnp.where(mask, scores, jnp.float32(-1e9)), axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", probs.astype(jnp.bfloat16), v)


def loss_fn(params, tokens, targets, layers, implementation):
    p = [x.astype(jnp.bfloat16) for x in params]
    wte, wpe = p[0], p[1]
    b, t = tokens.shape
    x = jnp.take(wte, tokens, axis=0) + wpe[None, :t]
    for i in range(layers):
        (g1, b1, wqkv, bqkv, wo, bo, g2, b2, wfc, bfc, wout, bout) = p[2 + 12 * i:14 + 12 * i]
        h = layer_norm(x, params[2 + 12 * i], params[3 + 12 * i])
        qkv = h @ wqkv + bqkv
        q, k, v = (y.reshape(b, t, HEADS, D // HEADS) for y in jnp.split(qkv, 3, axis=-1))
        x = x + attention(q, k, v, implementation).reshape(b, t, D) @ wo + bo
        h = layer_norm(x, params[8 + 12 * i], params[9 + 12 * i])
        x = x + jax.nn.gelu(h @ wfc + bfc, approximate=True) @ wout + bout
    x = layer_norm(x, params[-2], params[-1])
    logits = (x @ wte.T).astype(jnp.float32)
    lse = jax.nn.logsumexp(logits, axis=-1)
    picked = jnp.take_along_axis(logits, targets[..., None], axis=-1)[..., 0]
    return (lse - picked).mean()


def make_step(layers, implementation):
    def step(params, m, v, count, tokens, targets):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, targets, layers, implementation)
        count = count + 1
        c1 = 1 - BETA1 ** count.astype(jnp.float32)
        c2 = 1 - BETA2 ** count.astype(jnp.float32)
        new_p, new_m, new_v = [], [], []
        for x, g, mi, vi in zip(params, grads, m, v):
            mi = BETA1 * mi + (1 - BETA1) * g
            vi = BETA2 * vi + (1 - BETA2) * g * g
            update = (mi / c1) / (jnp.sqrt(vi / c2) + EPS)
            if x.ndim == 2:
                update = update + WD * x
            new_p.append(x - LR * update)
            new_m.append(mi)
            new_v.append(vi)
        return loss, new_p, new_m, new_v, count
    return step


def abstract_args(layers, batch, seq):
    ps = [jax.ShapeDtypeStruct(s, jnp.float32) for s in shapes(layers, seq)]
    data = jax.ShapeDtypeStruct((batch, seq), jnp.int32)
    return ps, ps, ps, jax.ShapeDtypeStruct((), jnp.int32), data, data


def inputs(args):
    """The step's inputs, seeded: parameters ~ N(0, 0.02) (LayerNorm gains 1, biases 0), AdamW's
    moments 0, the step count 0, random tokens and targets."""
    rng = np.random.default_rng(0)
    params = []
    for s in shapes(args.layers, args.seq):
        if len(s) == 2:
            params.append((rng.standard_normal(s) * 0.02).astype(np.float32))
        else:
            params.append(np.zeros(s, np.float32))
    for i in range(args.layers):  # LayerNorm gains
        params[2 + 12 * i][:] = 1
        params[8 + 12 * i][:] = 1
    params[-2][:] = 1
    zeros = [np.zeros_like(x) for x in params]
    tokens = rng.integers(0, VOCAB, (args.batch, args.seq), dtype=np.int32)
    targets = rng.integers(0, VOCAB, (args.batch, args.seq), dtype=np.int32)
    return params, zeros, [z.copy() for z in zeros], np.int32(0), tokens, targets


def write_safetensors(path, arrays):
    header, offset = {}, 0
    for i, a in enumerate(arrays):
        a = np.asarray(a)
        header[f"arg{i}"] = {"dtype": {"float32": "F32", "int32": "I32"}[str(a.dtype)],
                             "shape": list(a.shape), "data_offsets": [offset, offset + a.nbytes]}
        offset += a.nbytes
    head = json.dumps(header).encode()
    head += b" " * (-len(head) % 8)
    with open(path, "wb") as fh:
        fh.write(len(head).to_bytes(8, "little") + head)
        for a in arrays:
            fh.write(np.ascontiguousarray(a).tobytes())


def config(args):
    params = sum(int(np.prod(s)) for s in shapes(args.layers, args.seq))
    tokens = args.batch * args.seq
    flops = 6 * params * tokens + 12 * args.layers * args.batch * args.seq ** 2 * D
    return {"layers": args.layers, "batch": args.batch, "seq": args.seq, "params": params,
            "flops_per_step": flops}


def export(args):
    os.makedirs(args.output, exist_ok=True)
    step = jax.jit(make_step(args.layers, "xla"), donate_argnums=(0, 1, 2, 3))
    lowered = step.lower(*abstract_args(args.layers, args.batch, args.seq))
    text = lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    with open(os.path.join(args.output, "gpt2_step.mlir"), "w") as fh:
        fh.write(text)
    with open(os.path.join(args.output, "config.json"), "w") as fh:
        json.dump(config(args), fh, indent=1)
    params, m, v, count, tokens, targets = inputs(args)
    write_safetensors(os.path.join(args.output, "inputs.safetensors"),
                      params + m + v + [count, tokens, targets])
    print(json.dumps(config(args)))


def time_jax(args):
    os.makedirs(args.output, exist_ok=True)
    step = jax.jit(make_step(args.layers, args.attention), donate_argnums=(0, 1, 2, 3))
    params, m, v, count, tokens, targets = jax.tree.map(jnp.asarray, inputs(args))
    times, losses = [], []
    for i in range(args.steps + 2):
        t0 = time.perf_counter()
        loss, params, m, v, count = step(params, m, v, count, tokens, targets)
        loss = float(loss)  # waits for the step
        if i >= 2:
            times.append(time.perf_counter() - t0)
        losses.append(loss)
    cfg = config(args)
    seconds = statistics.median(times)
    out = dict(cfg, seconds_per_step=seconds, losses=losses, attention=args.attention,
               device=str(jax.devices()[0]), tflops=cfg["flops_per_step"] / seconds / 1e12)
    with open(os.path.join(args.output, f"jax_{args.attention}.json"), "w") as fh:
        json.dump(out, fh, indent=1)
    print(json.dumps(out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=["export", "time"])
    ap.add_argument("-o", "--output", required=True, help="output directory")
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--seq", type=int, default=1024)
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--steps", type=int, default=10, help="timed steps (time)")
    ap.add_argument("--attention", choices=["xla", "cudnn"], default="xla")
    args = ap.parse_args()
    (export if args.command == "export" else time_jax)(args)


if __name__ == "__main__":
    main()
