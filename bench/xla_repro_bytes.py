"""XLA's own SPMD partitioning of three shardc partitioner repros, for comparison.

Measures, for the JAX equivalents of /work/shared/repros/partitioner/{subred,emb,resh_subaxis}.mlir,
the collectives XLA keeps in its compiled (post-SPMD, optimized) per-device HLO: kind, replica
groups, result shapes and result bytes on one device (counted as in /work/shared/oracle/README.md:
the byte size of each collective's result), their total per device, and the output shardings
JAX/XLA chose.

Sub-axes: a shardc mesh ["x"=8] with "x":(1)2, "x":(2)4, "x":(2)2, "x":(4)2 is modelled by a mesh
("x1"=2, "x2"=2, "x3"=2) over the same devices in row-major order: "x":(1)2 = "x1",
"x":(2)4 = ("x2", "x3"), "x":(2)2 = "x2", "x":(4)2 = "x3".
Outputs that carry no sharding in the shardc file are left unspecified (JAX's default: XLA
chooses), never forced to replicated.

Run:  XLA_FLAGS=--xla_force_host_platform_device_count=8 .venv/bin/python bench/xla_repro_bytes.py
(the script sets XLA_FLAGS itself if unset). Add --hlo to print each compiled module.
"""
import os
import re
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P, AxisType  # noqa: E402
from jax._src.sharding_impls import UNSPECIFIED  # noqa: E402

jax.config.update("jax_enable_x64", True)

COLLECTIVES = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all",
               "collective-permute", "collective-broadcast", "ragged-all-to-all")
DTYPE_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2,
               "s32": 4, "u32": 4, "f32": 4, "s64": 8, "u64": 8, "f64": 8, "c64": 8, "c128": 16}
SHAPE_RE = re.compile(r"\b(pred|[suf]\d+|bf16|c64|c128)\[([\d,]*)\]")


def mesh(shape, names, n):
    devs = np.array(jax.devices()[:n]).reshape(shape)
    return Mesh(devs, names, axis_types=(AxisType.Auto,) * len(names))


def shape_bytes(dt, dims):
    return DTYPE_BYTES[dt] * int(np.prod([int(d) for d in dims.split(",") if d] or [1]))


def collectives(hlo):
    out = []
    for line in hlo.splitlines():
        m = re.search(r"=\s*(.*?)\s+(" + "|".join(COLLECTIVES) + r")(-start)?\(", line)
        if not m:
            continue
        result_type, kind, start = m.group(1), m.group(2), m.group(3)
        shapes = SHAPE_RE.findall(result_type)
        if start and kind != "collective-permute" and len(shapes) > 1:
            shapes = shapes[len(shapes) // 2:]  # async tuple (operands, results): count results
        elif start and kind == "collective-permute":
            shapes = shapes[1:2]  # (operand, result, ...)
        g = re.search(r"(replica_groups|source_target_pairs)=(\{[^=]*?\}\}|\{\}|mesh\[[^\]]*\] \{[^}]*\}|\[[\d,]*\]<=\[[\d,]*\](?:T\([\d,]*\))?)", line)
        out.append(dict(kind=kind + (start or ""),
                        shapes=[f"{d}[{s}]" for d, s in shapes],
                        bytes=sum(shape_bytes(d, s) for d, s in shapes),
                        groups=g.group(2) if g else "?",
                        devices=expand_groups(g.group(2)) if g else "?"))
    return out


def expand_groups(text):
    """Replica groups as explicit device-id lists (iota, mesh[...] and {{..}} forms)."""
    m = re.fullmatch(r"\[([\d,]*)\]<=\[([\d,]*)\](?:T\(([\d,]*)\))?", text)
    if m:
        shape, dims = [int(v) for v in m.group(1).split(",")], [int(v) for v in m.group(2).split(",")]
        ids = np.arange(int(np.prod(dims))).reshape(dims)
        if m.group(3):
            ids = ids.transpose([int(v) for v in m.group(3).split(",")])
        return ids.reshape(shape).tolist()
    m = re.fullmatch(r"mesh\[(.*)\] \{(.*)\}", text)
    if m:
        axes = re.findall(r"'(\w+)'=(\d+)", m.group(1))
        names, sizes = [a for a, _ in axes], [int(n) for _, n in axes]
        inner = [names.index(a) for a in re.findall(r"'(\w+)'", m.group(2))]
        outer = [i for i in range(len(names)) if i not in inner]
        ids = np.arange(int(np.prod(sizes))).reshape(sizes).transpose(outer + inner)
        return ids.reshape(-1, int(np.prod([sizes[i] for i in inner]))).tolist()
    return text


def spec_of(s):
    return str(s.spec) if isinstance(s, NamedSharding) else str(s)


def report(name, f, args, in_sh, out_sh, show_hlo):
    compiled = jax.jit(f, in_shardings=in_sh, out_shardings=out_sh).lower(*args).compile()
    hlo = compiled.as_text()
    cs = collectives(hlo)
    print(f"== {name}")
    for c in cs:
        print(f"  {c['kind']:<16} {','.join(c['shapes']):<12} {c['bytes']:>5} B  "
              f"groups={c['devices']}  ({c['groups']})")
    print(f"  collectives: {len(cs)}, bytes/device: {sum(c['bytes'] for c in cs)}")
    outs = compiled.output_shardings
    outs = outs if isinstance(outs, (tuple, list)) else [outs]
    print("  out shardings:", [spec_of(s) for s in outs])
    if show_hlo:
        print(hlo)
    # numeric sanity: partitioned result equals the unpartitioned one
    ref = jax.jit(f)(*args)
    got = compiled(*[jax.device_put(a, s) for a, s in zip(args, in_sh)])
    got = got if isinstance(got, tuple) else (got,)
    for r, g in zip(jax.tree.leaves(ref), jax.tree.leaves(got)):
        assert np.allclose(np.asarray(r), np.asarray(g)), name


def main():
    show = "--hlo" in sys.argv
    rng = np.random.default_rng(0)

    # subred.mlir: mesh x=8; a f64[8,16] {x:(1)2}{x:(2)4}; b f64[16,8] {x:(2)4}{};
    # out0 = a @ b {x:(1)2}{x:(2)2}; out1 = max(a, dim 1) {x:(4)2}
    m = mesh((2, 2, 2), ("x1", "x2", "x3"), 8)
    S = lambda *p: NamedSharding(m, P(*p))
    a = rng.standard_normal((8, 16))
    b = rng.standard_normal((16, 8))
    report("subred", lambda a, b: (jnp.dot(a, b), jnp.max(a, axis=1)), (a, b),
           (S("x1", ("x2", "x3")), S(("x2", "x3"), None)),
           (S("x1", "x2"), S("x3")), show)

    # emb.mlir: mesh dp=2,tp=4; table f32[16,8] {tp}{}; ids i32[4,6] {dp}{};
    # out0 = gather rows (unspecified); out1 = scatter-add of out0 into zeros {tp}{}
    m = mesh((2, 4), ("dp", "tp"), 8)
    S = lambda *p: NamedSharding(m, P(*p))
    table = rng.standard_normal((16, 8)).astype(np.float32)
    ids = rng.integers(0, 16, (4, 6)).astype(np.int32)
    gdn = lax.GatherDimensionNumbers(offset_dims=(2,), collapsed_slice_dims=(0,),
                                     start_index_map=(0,))
    sdn = lax.ScatterDimensionNumbers(update_window_dims=(2,), inserted_window_dims=(0,),
                                      scatter_dims_to_operand_dims=(0,))

    def emb(table, ids):
        # same ops as emb.mlir (index_vector_dim = 2, i.e. trailing): plain gather/scatter,
        # no index clamping or masking ops
        idx = ids[..., None]
        rows = lax.gather(table, idx, gdn, slice_sizes=(1, 8),
                          mode=lax.GatherScatterMode.PROMISE_IN_BOUNDS)
        acc = lax.scatter_add(jnp.zeros((16, 8), jnp.float32), idx, rows, sdn,
                              mode=lax.GatherScatterMode.FILL_OR_DROP)
        return rows, acc

    def emb_jnp(table, ids):
        rows = table[ids]
        return rows, jnp.zeros((16, 8), jnp.float32).at[ids].add(rows)

    ins, outs = (S("tp", None), S("dp", None)), (UNSPECIFIED, S("tp", None))
    report("emb (lax.gather/scatter_add)", emb, (table, ids), ins, outs, show)
    report("emb (table[ids], .at[ids].add)", emb_jnp, (table, ids), ins, outs, show)

    # resh_subaxis.mlir: mesh x=4; a f32[8,4] {x}{}; reshape to 2x4x4, tanh, reshape back; out {x}{}
    m = mesh((4,), ("x",), 4)
    S = lambda *p: NamedSharding(m, P(*p))
    a = rng.standard_normal((8, 4)).astype(np.float32)
    report("resh_subaxis", lambda a: jnp.tanh(a.reshape(2, 4, 4)).reshape(8, 4), (a,),
           (S("x", None),), S("x", None), show)


if __name__ == "__main__":
    main()
