func.func @fold_integer_semantics() -> (tensor<2xi32>, tensor<i32>) {
  %a = hlo.constant dense<[5, -5]> : tensor<2xi32>
  %z = hlo.constant dense<0> : tensor<2xi32>
  %0 = hlo.divide %a, %z : tensor<2xi32>
  %m = hlo.constant dense<2147483647> : tensor<i32>
  %one = hlo.constant dense<1> : tensor<i32>
  %1 = hlo.add %m, %one : tensor<i32>
  return %0, %1 : tensor<2xi32>, tensor<i32>
}
