"""What the export scripts beside this file share: writing the export and its data.

`write_export(here, text, tensors)` writes, in the directory `here`:

  jax.mlir            `text`, the export (StableHLO, MLIR generic form)
  data.safetensors    `tensors` (name -> array: inputs arg0, arg1, ..., JAX's outputs out0, ...)
                      in the safetensors format, little-endian, header padded to 8 bytes
"""

import json
import os
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
