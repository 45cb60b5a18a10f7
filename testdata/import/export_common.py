"""What the export scripts beside this file share: writing the export and its data.

`write_export(here, text, tensors)` writes, in the directory `here`:

  jax.mlir            `text`, the export (StableHLO, MLIR generic form)
  data.safetensors    `tensors` (name -> array: inputs arg0, arg1, ..., JAX's outputs out0, ...)
                      in the safetensors format, little-endian, header padded to 8 bytes

`write_xla_collectives(here, hlo)` writes `xla.json`: XLA's collectives for the same step.
"""

import json
import os
import re
import struct

import numpy as np

# numpy dtype name -> safetensors dtype.
DTYPES = {"float32": "F32", "int32": "I32", "bfloat16": "BF16", "uint32": "U32", "uint64": "U64",
          "int16": "I16", "int8": "I8", "uint16": "U16", "uint8": "U8", "bool": "BOOL"}


def write_export(here, text, tensors):
    with open(os.path.join(here, "jax.mlir"), "w") as fh:
        fh.write(text)
    write_safetensors(os.path.join(here, "data.safetensors"), tensors)
    print("wrote jax.mlir and data.safetensors")


def write_safetensors(path, tensors):
    """Writes `tensors` (name -> array) to `path` in the safetensors format."""
    header, blobs, offset = {}, [], 0
    for name, a in tensors.items():
        a = np.array(a, copy=True, order="C")  # keeps 0-d scalars 0-d
        header[name] = {"dtype": DTYPES[str(a.dtype)], "shape": list(a.shape),
                        "data_offsets": [offset, offset + a.nbytes]}
        blobs.append(a.tobytes())
        offset += a.nbytes
    head = json.dumps(header).encode()
    head += b" " * (-len(head) % 8)
    with open(path, "wb") as fh:
        fh.write(struct.pack("<Q", len(head)) + head + b"".join(blobs))


def write_xla_collectives(here, hlo):
    """Writes `xla.json` in `here`: the collectives of XLA's compiled HLO text `hlo`, each with
    its result bytes per device and its computation, a while body's counted `runs` times (the
    trip count XLA knows, `known_trip_count`; once when it knows none), and the totals.
    Returns (collective count, bytes per device)."""
    BYTES = {"f32": 4, "s32": 4, "u32": 4, "pred": 1, "bf16": 2}
    computation, found, trips = None, [], {}
    for line in hlo.splitlines():
        m = re.match(r"^(?:ENTRY )?%?([\w.\-]+) .*->.*\{$", line)
        if m:
            computation = m.group(1)
            continue
        # The result's shape: one array, or a tuple of arrays (a combined all-reduce, an
        # all-to-all of several operands); an async `-start`'s last array is its result.
        m = re.search(r"= (\(.*?\)|\S+) (all-gather|all-reduce|reduce-scatter|all-to-all|"
                      r"collective-permute)(-start)?\(", line)
        if m:
            arrays = re.findall(r"(\w+)\[([\d,]*)\]", m.group(1))
            if m.group(3):
                arrays = arrays[-1:]
            size = 0
            for dtype, dims in arrays:
                n = 1
                for d in filter(None, dims.split(",")):
                    n *= int(d)
                size += n * BYTES[dtype]
            found.append({"kind": m.group(2), "bytes_per_device": size,
                          "computation": computation})
        m = re.search(r" while\(.*body=%?([\w.\-]+)", line)
        if m:
            t = re.search(r'known_trip_count":\{"n":"(\d+)"', line)
            trips[m.group(1)] = int(t.group(1)) if t else None
    for c in found:
        c["runs"] = trips.get(c["computation"]) or 1
    total = sum(c["bytes_per_device"] * c["runs"] for c in found)
    with open(os.path.join(here, "xla.json"), "w") as fh:
        json.dump({"collectives": found, "collective_count": len(found),
                   "collective_bytes_per_device": total}, fh, indent=1)
        fh.write("\n")
    return len(found), total
