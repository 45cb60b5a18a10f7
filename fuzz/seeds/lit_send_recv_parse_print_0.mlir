func.func @send_recv(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  dist.send %x {channel = 0} : (tensor<4x8xf32>) -> ()
  %0 = dist.recv {channel = 0} : tensor<4x8xf32>
  "dist.send"(%0) {channel = 1 : i64, stage.note = "to stage 2"} : (tensor<4x8xf32>) -> ()
  %1 = "dist.recv"() {channel = 1 : i64} : () -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

dist.mesh @mesh = <["dp"=2]>
func.func @sharded(%x: tensor<8xf32>) -> tensor<8xf32> {
  dist.send %x {channel = 3} : (tensor<8xf32>) -> ()
  %0 = dist.recv {channel = 3, dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
