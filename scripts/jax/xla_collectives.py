"""The collectives XLA kept in a compiled per-device HLO module, counted as the shared
oracle's README counts them: each collective's result bytes on one device (for an async
`-start`, the result half of its tuple). Used by the export_auto_*.py scripts."""
import re

import numpy as np

COLLECTIVES = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute")
DTYPE_BYTES = {"pred": 1, "s32": 4, "u32": 4, "f32": 4, "bf16": 2, "f16": 2, "f64": 8}
SHAPE_RE = re.compile(r"\b(pred|[suf]\d+|bf16)\[([\d,]*)\]")


def collectives(hlo):
    """[(kind, result bytes per device)] of every collective in `hlo` (text)."""
    out = []
    for line in hlo.splitlines():
        m = re.search(r"=\s*(.*?)\s+(" + "|".join(COLLECTIVES) + r")(-start)?\(", line)
        if not m:
            continue
        shapes = SHAPE_RE.findall(m.group(1))
        if m.group(3) and len(shapes) > 1:
            shapes = shapes[len(shapes) // 2:]
        size = sum(DTYPE_BYTES[dt] * int(np.prod([int(d) for d in dims.split(",") if d] or [1]))
                   for dt, dims in shapes)
        out.append((m.group(2), size))
    return out
