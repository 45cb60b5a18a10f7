"""Training steps of Hugging Face Flax models, exported from JAX: code nobody here wrote.

Each model is built from a small configuration of its real `transformers` class (random
weights, nothing downloaded), and one training step is jitted over a dp=2 x tp=2 mesh:

    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    params = params - LR * grads            (SGD; AdamW for the bf16 Llama, see below)

`loss_fn` is the model's own forward (`model(..., params=params)`) followed by the usual loss
of its head: next-token cross-entropy for causal LMs, masked-token cross-entropy for encoders,
label cross-entropy for seq2seq models and image classifiers. Parameters are sharded by one
rule that knows nothing of the model (a weight whose last dimension is a multiple of 4 is
split over "tp" along it, everything else replicated), the batch over "dp"; updated
parameters keep their parameter's sharding and are donated, as a real step does.

A few variants exercise what real steps carry:
  gpt2_dropout     GPT-2 in training mode: dropout drawn from a key argument (threefry)
  llama_bf16_adamw Llama computing in bf16 (`dtype=jnp.bfloat16`) with f32 master weights and
                   optax.adamw (its two moments and step count are arguments too)

Writes, into testdata/flax/MODEL/:
  jax.mlir          the export (StableHLO + Shardy, MLIR generic form)
  data.safetensors  the inputs arg0, arg1, ... (the flattened parameters, then the batch) and
                    JAX's outputs out0 (the loss), out1, ... (the updated parameters)
  xla.json          XLA's collectives for the same step (count and bytes per device)

Run (CI never does; the outputs are committed):
  python3 -m venv .venv
  .venv/bin/pip install jax==0.10.2 jaxlib==0.10.2 flax==0.12.8 transformers==4.57.6 optax
  .venv/bin/python testdata/flax/export.py [MODEL ...]     (no MODEL: all of them)
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402
import transformers as T  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "import"))
from export_common import write_export, write_xla_collectives  # noqa: E402

# transformers 4.57's Flax T5 still calls jnp.clip(a_min=, a_max=), which JAX 0.10 removed.
_clip = jnp.clip
jnp.clip = lambda x, min=None, max=None, a_min=None, a_max=None, **kw: _clip(
    x, a_min if min is None else min, a_max if max is None else max, **kw)

LR = 0.1
BATCH, SEQ, VOCAB, D = 4, 8, 64, 32
mesh = jax.make_mesh((2, 2), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2,
                     devices=jax.devices()[:4])


def causal_lm(cls, cfg, dtype=jnp.float32):
    return dict(kind="causal", model=cls(cfg, seed=0, dtype=dtype))


def masked_lm(cls, cfg):
    return dict(kind="masked", model=cls(cfg, seed=0))


def seq2seq(cls, cfg):
    return dict(kind="seq2seq", model=cls(cfg, seed=0))


def image(cls, cfg, size):
    return dict(kind="image", model=cls(cfg, seed=0), size=size)


small = dict(vocab_size=VOCAB)
# The Flax rotary tables of Llama, Mistral and Gemma keep only `max_position_embeddings`
# entries of each position's 2 x head_dim sines and cosines: it must be at least 2 x head_dim.
ROPE = 32
MODELS = {
    "gpt2": lambda: causal_lm(T.FlaxGPT2LMHeadModel, T.GPT2Config(
        n_layer=2, n_embd=D, n_head=4, n_positions=SEQ, **small)),
    "gpt_neo": lambda: causal_lm(T.FlaxGPTNeoForCausalLM, T.GPTNeoConfig(
        num_layers=2, hidden_size=D, num_heads=4, attention_types=[[["global", "local"], 1]],
        window_size=4, max_position_embeddings=SEQ, **small)),
    "gptj": lambda: causal_lm(T.FlaxGPTJForCausalLM, T.GPTJConfig(
        n_layer=2, n_embd=D, n_head=4, rotary_dim=4, n_positions=SEQ, **small)),
    "opt": lambda: causal_lm(T.FlaxOPTForCausalLM, T.OPTConfig(
        num_hidden_layers=2, hidden_size=D, num_attention_heads=4, ffn_dim=64,
        word_embed_proj_dim=D, max_position_embeddings=SEQ, **small)),
    "bloom": lambda: causal_lm(T.FlaxBloomForCausalLM, T.BloomConfig(
        n_layer=2, hidden_size=D, n_head=4, **small)),
    "llama": lambda: causal_lm(T.FlaxLlamaForCausalLM, T.LlamaConfig(
        num_hidden_layers=2, hidden_size=D, intermediate_size=64, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=ROPE, **small)),
    "mistral": lambda: causal_lm(T.FlaxMistralForCausalLM, T.MistralConfig(
        num_hidden_layers=2, hidden_size=D, intermediate_size=64, num_attention_heads=4,
        num_key_value_heads=2, sliding_window=4, max_position_embeddings=ROPE, **small)),
    "gemma": lambda: causal_lm(T.FlaxGemmaForCausalLM, T.GemmaConfig(
        num_hidden_layers=2, hidden_size=D, intermediate_size=64, num_attention_heads=4,
        num_key_value_heads=1, head_dim=8, max_position_embeddings=ROPE, **small)),
    "bert": lambda: masked_lm(T.FlaxBertForMaskedLM, T.BertConfig(
        num_hidden_layers=2, hidden_size=D, num_attention_heads=4, intermediate_size=64,
        max_position_embeddings=SEQ, **small)),
    "roberta": lambda: masked_lm(T.FlaxRobertaForMaskedLM, T.RobertaConfig(
        num_hidden_layers=2, hidden_size=D, num_attention_heads=4, intermediate_size=64,
        max_position_embeddings=SEQ + 2, **small)),
    "electra": lambda: masked_lm(T.FlaxElectraForMaskedLM, T.ElectraConfig(
        num_hidden_layers=2, hidden_size=D, embedding_size=16, num_attention_heads=4,
        intermediate_size=64, max_position_embeddings=SEQ, **small)),
    "distilbert": lambda: masked_lm(T.FlaxDistilBertForMaskedLM, T.DistilBertConfig(
        n_layers=2, dim=D, n_heads=4, hidden_dim=64, max_position_embeddings=SEQ, **small)),
    "albert": lambda: masked_lm(T.FlaxAlbertForMaskedLM, T.AlbertConfig(
        num_hidden_layers=2, hidden_size=D, embedding_size=16, num_attention_heads=4,
        intermediate_size=64, max_position_embeddings=SEQ, **small)),
    "bart": lambda: seq2seq(T.FlaxBartForConditionalGeneration, T.BartConfig(
        encoder_layers=1, decoder_layers=1, d_model=D, encoder_attention_heads=4,
        decoder_attention_heads=4, encoder_ffn_dim=64, decoder_ffn_dim=64,
        max_position_embeddings=SEQ, **small)),
    "t5": lambda: seq2seq(T.FlaxT5ForConditionalGeneration, T.T5Config(
        num_layers=1, num_decoder_layers=1, d_model=D, d_kv=8, d_ff=64, num_heads=4,
        relative_attention_num_buckets=8, **small)),
    "vit": lambda: image(T.FlaxViTForImageClassification, T.ViTConfig(
        num_hidden_layers=2, hidden_size=D, num_attention_heads=4, intermediate_size=64,
        image_size=16, patch_size=4, num_labels=4), 16),
    "resnet": lambda: image(T.FlaxResNetForImageClassification, T.ResNetConfig(
        embedding_size=8, hidden_sizes=[8, 16], depths=[1, 1], num_labels=4), 16),
}
VARIANTS = {"gpt2_dropout": "gpt2", "llama_bf16_adamw": "llama"}


def tp_rule(leaf):
    """The sharding rule: the last dimension over "tp" when a multiple of 4, else none."""
    if leaf.ndim >= 2 and leaf.shape[-1] % 4 == 0:
        return P(*([None] * (leaf.ndim - 1)), "tp")
    return P()


def batch_of(spec, rng):
    kind = spec["kind"]
    if kind == "image":
        s = spec["size"]
        pixels = rng.standard_normal((BATCH, 3, s, s)).astype(np.float32)
        return {"pixel_values": pixels, "labels": rng.integers(0, 4, BATCH).astype(np.int32)}
    ids = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
    batch = {"input_ids": ids}
    if kind == "masked":
        batch["mask"] = (rng.random((BATCH, SEQ)) < 0.3).astype(np.float32)
        batch["labels"] = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
    if kind == "seq2seq":
        batch["decoder_input_ids"] = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
        batch["labels"] = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
    return batch


def loss_fn(spec, dropout):
    model, kind = spec["model"], spec["kind"]
    ce = optax.softmax_cross_entropy_with_integer_labels

    def loss(params, batch, key=None):
        kw = dict(params=params)
        if dropout:
            kw.update(train=True, dropout_rng=jax.random.wrap_key_data(key))
        if kind == "image":
            logits = model(batch["pixel_values"], **kw).logits
            return ce(logits.astype(jnp.float32), batch["labels"]).mean()
        if kind == "seq2seq":
            logits = model(batch["input_ids"], decoder_input_ids=batch["decoder_input_ids"],
                           **kw).logits
            return ce(logits.astype(jnp.float32), batch["labels"]).mean()
        logits = model(batch["input_ids"], **kw).logits.astype(jnp.float32)
        if kind == "causal":
            return ce(logits[:, :-1], batch["input_ids"][:, 1:]).mean()
        per_token = ce(logits, batch["labels"]) * batch["mask"]
        return per_token.sum() / jnp.maximum(batch["mask"].sum(), 1.0)

    return loss


def export(name):
    base = VARIANTS.get(name, name)
    dropout, adamw = name == "gpt2_dropout", name == "llama_bf16_adamw"
    if adamw:
        spec = MODELS[base]()
        spec = causal_lm(T.FlaxLlamaForCausalLM, spec["model"].config, jnp.bfloat16)
    else:
        spec = MODELS[base]()
    rng = np.random.default_rng(0)
    params = jax.tree_util.tree_map(np.asarray, spec["model"].params)
    batch = batch_of(spec, rng)
    loss = loss_fn(spec, dropout)
    p_shard = jax.tree_util.tree_map(lambda l: NamedSharding(mesh, tp_rule(l)), params)
    b_shard = jax.tree_util.tree_map(lambda l: NamedSharding(mesh, P("dp")), batch)
    replicated = NamedSharding(mesh, P())
    args = [params, batch]
    in_shardings = [p_shard, b_shard]
    out_shardings = [replicated, p_shard]
    if adamw:
        tx = optax.adamw(1e-2, weight_decay=0.01)
        state = jax.tree_util.tree_map(np.asarray, tx.init(params))
        s_shard = jax.tree_util.tree_map(
            lambda l: NamedSharding(mesh, tp_rule(l)) if np.ndim(l) else replicated, state)

        def step(params, batch, state):
            value, grads = jax.value_and_grad(loss)(params, batch)
            updates, state = tx.update(grads, state, params)
            return value, optax.apply_updates(params, updates), state

        args.append(state)
        in_shardings.append(s_shard)
        out_shardings.append(s_shard)
    elif dropout:
        key = np.asarray(jax.random.key_data(jax.random.key(7)))

        def step(params, batch, key):
            value, grads = jax.value_and_grad(loss)(params, batch, key)
            return value, jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)

        args.append(key)
        in_shardings.append(replicated)
    else:
        def step(params, batch):
            value, grads = jax.value_and_grad(loss)(params, batch)
            return value, jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)

    jitted = jax.jit(step, in_shardings=tuple(in_shardings),
                     out_shardings=tuple(out_shardings), donate_argnums=0)
    lowered = jitted.lower(*args)
    text = lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    hlo = lowered.compile().as_text()
    outs = jax.jit(step)(*args)
    leaves = jax.tree_util.tree_leaves(args)
    tensors = {f"arg{i}": np.asarray(a) for i, a in enumerate(leaves)}
    tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(jax.tree_util.tree_leaves(outs))})
    out = os.path.join(here, name)
    os.makedirs(out, exist_ok=True)
    write_export(out, text, tensors)
    count, size = write_xla_collectives(out, hlo)
    print(f"{name}: {len(leaves)} arguments, loss {float(outs[0]):.6f}; "
          f"XLA {count} collectives, {size} B/device")


if __name__ == "__main__":
    for name in sys.argv[1:] or [*MODELS, *VARIANTS]:
        export(name)
