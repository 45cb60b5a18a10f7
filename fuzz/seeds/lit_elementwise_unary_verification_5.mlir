func.func @sign_of_bool(%x: tensor<i1>) -> tensor<i1> {
  %0 = hlo.sign %x : tensor<i1>
  return %0 : tensor<i1>
}
