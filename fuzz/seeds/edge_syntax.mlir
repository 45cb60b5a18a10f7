module @"my mod\0A" attributes {"quoted key" = #x<a // c
 b>, k = 1.0e400 : f32, j = 0x1, z = 5 : i1, w = 0x7FC00000 : f32, v = 1.0e-45 : f32, u = 3 : bf16} {
  dist.mesh @"m-1" = <["\22x"=2]>
  func.func private @"f g"(%a: tensor<2xf32> {dist.sharding = #dist.sharding<@"m-1", [{"\22x"}p4294967295]>}) -> (tensor<2xf32>) {
    return %a : tensor<2xf32>
  }
}
