// The plan report holds the inputs' shardings and, per op of the per-device program, its
// FLOPs, bytes and the memory live while it runs; the largest live figure is the peak the
// estimate gives, and the FLOPs add up to what the step estimate counts.
// RUN: shardc compile %s --emit plan -o %t.json
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); ops=d['ops']; print('inputs', ' '.join(','.join('+'.join(a) or '-' for a in i['sharding']) for i in d['inputs']), ' '.join('x'.join(map(str, i['local_shape'])) for i in d['inputs'])); print('ops', len(ops), ' '.join(o['op'] for o in ops)); print('matmul', ops[0]['flops'], ops[0]['bytes'], ops[0]['location'].split('/')[-1]); print('peak', max(o['live_bytes'] for o in ops) == d['estimate']['peak_bytes_per_device']); print('collective flops', ' '.join(str(o['flops']) for o in ops if o['op'].startswith('dist.')))" %t.json | FileCheck %s

// CHECK: inputs dp,- -,tp 4x16 16x8
// The result is replicated over tp: the tanh's columns are gathered.
// CHECK: ops 4 hlo.dot_general hlo.tanh dist.all_gather func.return
// The 4x16 by 16x8 piece: 2*4*8*16 FLOPs; reads 256 + 512 bytes, writes 128.
// CHECK: matmul 1024.0 896 report_ops.mlir:[[# @LINE + 9]]:5
// CHECK: peak True
// CHECK: collective flops 0.0

module {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %w: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>})
      -> (tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
    %h = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %t = hlo.tanh %h : tensor<8x32xf32>
    return %t : tensor<8x32xf32>
  }
}
