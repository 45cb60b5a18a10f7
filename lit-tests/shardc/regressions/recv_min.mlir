// dist.send/dist.recv (pipeline stages, not run yet on the virtual mesh) never crash the
// compiler or its report.
// RUN: shardc compile %s -o %t.shardbin --report %t.json
// RUN: FileCheck %s --input-file=%t.json
// CHECK: "kind": "send"
// CHECK: "kind": "recv"
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  dist.send %x {channel = 1} : (tensor<4xf32>) -> ()
  %0 = dist.recv {channel = 1} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
