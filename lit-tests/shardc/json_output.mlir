// --json: one JSON document on stdout (sorted field names, documented in the user guide),
// for verify, run and inspect; a mismatch still exits 1, with the document saying where.
// RUN: shardc verify %s --json > %t.verify.json
// RUN: python3 -c "import json,sys; json.load(open(sys.argv[1]))" %t.verify.json
// RUN: FileCheck %s --check-prefix=VERIFY --input-file=%t.verify.json
// VERIFY: "cause": null,
// VERIFY: "collective_bytes_per_device": 128,
// VERIFY: "devices": 4,
// VERIFY: "first_divergence": null,
// VERIFY: "ok": true,
// VERIFY: "name": "out0",
// VERIFY: "type": "tensor<8x4xf32>",
// VERIFY: "seconds": {
// VERIFY-NEXT: "compile":
// VERIFY-NEXT: "reference":
// VERIFY-NEXT: "virtual_mesh":
//
// RUN: not shardc verify %s --json --rtol 0 --atol 0 > %t.bad.json
// RUN: python3 -c "import json,sys; json.load(open(sys.argv[1]))" %t.bad.json
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t.bad.json
// BAD: "cause": {
// BAD-NEXT: "kind": "plan"
// BAD: "first_divergence": {
// BAD: "location": "{{.*}}json_output.mlir:{{[0-9]+}}:5",
// BAD: "op": "hlo.dot_general",
// BAD: "ok": false,
// BAD: "how_far": "any difference exceeds a zero tolerance",
// BAD: "worst_ratio": null
//
// RUN: shardc compile %s -o %t.bin
// RUN: shardc run %t.bin --json > %t.run.json
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d['outputs'][0]['type']=='tensor<8x4xf32>' and len(d['outputs'][0]['first'])==8 and d['devices']==4" %t.run.json
// RUN: FileCheck %s --check-prefix=RUNJSON --input-file=%t.run.json
// RUNJSON: "entry": "main",
// RUNJSON: "mean":
// RUNJSON: "seconds":
//
// RUN: shardc inspect %s --json > %t.inspect.json
// RUN: shardc inspect %t.bin --json > %t.inspect-bin.json
// The same plan from the program and from its binary (only the compile time differs).
// RUN: python3 -c "import json,sys; a,b=(json.load(open(f)) for f in sys.argv[1:]); [x['report'].pop('compile_seconds') for x in (a,b)]; assert a==b" %t.inspect.json %t.inspect-bin.json
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); v=d['functions'][0]['values']; assert [x['id'] for x in v][:2]==['a0','a1'] and v[0]['local_type']=='tensor<8x4xf32>' and d['report']['collective_bytes_per_device']==128 and d['mesh']=={'x':4}" %t.inspect.json
// RUN: FileCheck %s --check-prefix=INSPECT --input-file=%t.inspect.json
// INSPECT: "op": "hlo.dot_general",
// INSPECT: "sharding": "#dist.sharding<@mesh, [{}, {}], unreduced={\"x\"}>"
// INSPECT: "op": "dist.all_reduce",
// INSPECT: "report": {
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, %w: tensor<16x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xf32> {
    %0 = hlo.dot_general %a, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
