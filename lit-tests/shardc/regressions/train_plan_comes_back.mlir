// An auto-sharded AdamW step whose plan, written out, compiled to another: comm-fusion's
// algebra, run once, left a rewrite that paid only after its own (an update sliced after
// the work; a second compile moved the slice onto the update). The algebra now runs to its
// fixed point, and the certificate holds one chain per rewritten value across its runs
// (egg's explanation from the program as given, the final forms added to its e-graph).
// RUN: shardc fuzz -q --train --auto-shard --ops 16 --seed 11005 --count 1 | FileCheck %s
// CHECK: 1 passed, 0 failed
// CHECK-SAME: {{[1-9][0-9]*}} chains of comm-fusion's rewrites replayed
// CHECK: global views compiled again: 1 came back as themselves
