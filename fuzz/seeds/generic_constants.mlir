"builtin.module"() ({
  "dist.mesh"() {mesh = #dist.mesh<["a"=1]>, sym_name = "m"} : () -> ()
  "func.func"() <{function_type = () -> (tensor<2x2xf16>, tensor<3xi1>, tensor<i64>, tensor<2xf64>, tensor<0x4xf32>), sym_name = "c"}> ({
    %0 = "hlo.constant"() {value = dense<[[1.5, -0.0], [0x7C00, 64992.0]]> : tensor<2x2xf16>} : () -> tensor<2x2xf16>
    %1 = "hlo.constant"() {value = dense<[true, false, true]> : tensor<3xi1>} : () -> tensor<3xi1>
    %2 = "hlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %3 = "hlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<2xf64>
    %4 = "hlo.constant"() {value = dense<[]> : tensor<0x4xf32>, dist.sharding = #dist.sharding<@m, [{}, {}]>} : () -> tensor<0x4xf32>
    "func.return"(%0, %1, %2, %3, %4) : (tensor<2x2xf16>, tensor<3xi1>, tensor<i64>, tensor<2xf64>, tensor<0x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
