// `shardc fuzz --print` writes the programs the fuzzer would check, each after a comment
// naming its seed, so a seed the fuzzer names (a failure, a plan whose peak the search
// missed) becomes a file to compile and inspect. With --auto-shard the shardings the search
// places are stripped; the program compiles as the fuzzer compiles it.
// RUN: shardc fuzz --bits --auto-shard --seed 927 --count 1 --ops 12 --print > %t.mlir
// RUN: FileCheck %s --check-prefix=PRINTED --input-file=%t.mlir
// RUN: shardc compile %t.mlir --auto-shard -o %t.bin 2>&1 | FileCheck %s --check-prefix=COMPILED
// Two seeds, two programs; a closed pipe ends the listing quietly.
// RUN: shardc fuzz --seed 5 --count 2 --print | grep -c "^// fuzz seed" | FileCheck %s --check-prefix=TWO
// RUN: shardc fuzz --count 1000 --print 2> %t.err | head -n 1 > %t.head || true
// RUN: count 0 < %t.err
// RUN: FileCheck %s --check-prefix=HEAD --input-file=%t.head
// The last seed is u64::MAX: the seeds stop there.
// RUN: shardc fuzz --seed 18446744073709551615 --count 3 --print > %t.last
// RUN: FileCheck %s --check-prefix=LAST --input-file=%t.last
// RUN: grep -c "^// fuzz seed" %t.last | FileCheck %s --check-prefix=ONE
// --print checks nothing, so it takes no memory budget.
// RUN: not shardc fuzz --auto-shard --budget-fraction 0.5 --print 2>&1 | FileCheck %s --check-prefix=CONFLICT

// PRINTED: // fuzz seed 927 (Bits, 12 ops, shardings stripped for --auto-shard)
// PRINTED-NEXT: module {
// PRINTED: func.func @main(%arg0: tensor<8xui32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>}) -> tensor<8xui32> {
// PRINTED-NOT: hlo.add {{.*}}dist.sharding
// PRINTED: dist.constraint
// COMPILED: estimate (cpu): {{.*}} peak 52 bytes per device
// TWO: {{^}}2{{$}}
// HEAD: // fuzz seed 1 (Mixed, 8 ops)
// LAST: // fuzz seed 18446744073709551615 (Mixed, 8 ops)
// ONE: {{^}}1{{$}}
// CONFLICT: error: the argument '--budget-fraction <F>' cannot be used with '--print'
