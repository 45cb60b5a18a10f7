func.func @element_types(%a: tensor<2xf64>, %b: tensor<2xf32>, %c: tensor<2xbf16>, %d: tensor<2xf16>, %e: tensor<2xi64>, %f: tensor<2xi32>, %g: tensor<2xi1>) -> () {
  return
}

func.func @scalars(%a: tensor<f64>, %b: tensor<f32>, %c: tensor<bf16>, %d: tensor<f16>, %e: tensor<i64>, %f: tensor<i32>, %g: tensor<i1>) -> () {
  return
}

func.func @ranks(%a: tensor<1xf32>, %b: tensor<1x2xf32>, %c: tensor<1x2x3xf32>, %d: tensor<1x2x3x4xf32>, %e: tensor<1x2x3x4x5x6x7xf32>) -> () {
  return
}

func.func @sizes(%a: tensor<0xf32>, %b: tensor<3x0x2xi32>, %c: tensor<1048576x65536xbf16>, %d: tensor<9223372036854775807xi1>) -> () {
  return
}

func.func @through_ops(%a: tensor<2x3xf64>, %b: tensor<2x3xbf16>, %c: tensor<2x3xi64>, %d: tensor<2x3xi1>) -> () {
  %0 = hlo.reshape %a : (tensor<2x3xf64>) -> tensor<6xf64>
  %1 = hlo.reshape %b : (tensor<2x3xbf16>) -> tensor<6xbf16>
  %2 = hlo.reshape %c : (tensor<2x3xi64>) -> tensor<6xi64>
  %3 = hlo.reshape %d : (tensor<2x3xi1>) -> tensor<6xi1>
  return
}
