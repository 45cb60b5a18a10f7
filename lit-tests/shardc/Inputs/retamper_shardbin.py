"""Rewrites the per-device program inside a sharded binary and gives it a fresh, valid
checksum: a binary that passes the file-format checks but holds a program shardc did not
make. Usage: retamper_shardbin.py IN OUT OLD NEW (replaces every OLD by NEW)."""
import hashlib
import json
import struct
import sys

src, dst, old, new = sys.argv[1:5]
data = open(src, "rb").read()
(length,) = struct.unpack("<Q", data[16:24])
payload = json.loads(data[24 : 24 + length])
assert old in payload["program"], f"{old!r} not in the program"
payload["program"] = payload["program"].replace(old, new)
body = json.dumps(payload).encode()
head = data[:16] + struct.pack("<Q", len(body)) + body
open(dst, "wb").write(head + hashlib.sha256(head).digest())
