module {
  dist.mesh @m = <["a"=1]>
  func.func @c() -> (tensor<2x2xf16>, tensor<3xi1>, tensor<i64>, tensor<2xf64>, tensor<0x4xf32>) {
    %0 = hlo.constant dense<[[1.5, -0.0], [0x7C00, 6.5e4]]> : tensor<2x2xf16>
    %1 = hlo.constant dense<[true, false, true]> : tensor<3xi1>
    %2 = hlo.constant dense<-9223372036854775808> : tensor<i64>
    %3 = hlo.constant dense<"0x000000000000F03F0000000000000040"> : tensor<2xf64>
    %4 = hlo.constant {dist.sharding = #dist.sharding<@m, [{}, {}]>} dense<[]> : tensor<0x4xf32>
    return %0, %1, %2, %3, %4 : tensor<2x2xf16>, tensor<3xi1>, tensor<i64>, tensor<2xf64>, tensor<0x4xf32>
  }
}
