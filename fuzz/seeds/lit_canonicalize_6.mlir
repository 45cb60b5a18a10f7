func.func @arithmetic_identities(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %zero = hlo.constant dense<0.0> : tensor<4xf32>
  %neg_zero = hlo.constant dense<-0.0> : tensor<4xf32>
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  %izero = hlo.constant dense<0> : tensor<4xi32>
  %ione = hlo.constant dense<1> : tensor<4xi32>
  %0 = hlo.subtract %x, %zero : tensor<4xf32>
  %1 = hlo.multiply %x, %one : tensor<4xf32>
  %2 = hlo.divide %x, %one : tensor<4xf32>
  %3 = hlo.add %x, %neg_zero : tensor<4xf32>
  %4 = hlo.add %i, %izero : tensor<4xi32>
  %5 = hlo.multiply %i, %ione : tensor<4xi32>
  %6 = hlo.multiply %i, %izero : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}
