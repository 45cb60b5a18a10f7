"""Writes N safetensors files batch0..batchN-1 into DIR, each holding f32 tensors of SHAPE
(`16x32`) named NAMES (`arg2 arg3`), with deterministic values that differ per file.

usage: write_batches.py DIR SHAPE NAME... N
"""
import json
import math
import os
import struct
import sys

out, shape_text, *names, count = sys.argv[1:]
shape = [int(d) for d in shape_text.split("x")]
n = math.prod(shape)
for k in range(int(count)):
    header, blobs, offset = {}, [], 0
    for j, name in enumerate(names):
        values = [math.sin(0.37 * i + 1.3 * k + 0.7 * j) for i in range(n)]
        blob = struct.pack(f"<{n}f", *values)
        header[name] = {"dtype": "F32", "shape": shape, "data_offsets": [offset, offset + len(blob)]}
        blobs.append(blob)
        offset += len(blob)
    head = json.dumps(header).encode()
    head += b" " * (-len(head) % 8)
    with open(os.path.join(out, f"batch{k}.safetensors"), "wb") as fh:
        fh.write(struct.pack("<Q", len(head)) + head + b"".join(blobs))
