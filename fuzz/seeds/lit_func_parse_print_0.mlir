func.func @single_result(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  return %y : tensor<4xf32>
}

func.func @several_results(%x: tensor<4xf32>, %n: tensor<i32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>) {
  return %n, %x, %x : tensor<i32>, tensor<4xf32>, tensor<4xf32>
}

func.func @no_results() -> () {
  return
}
func.func @no_arrow() {
  return
}

func.func private @helper(%x: tensor<2xi64>) -> tensor<2xi64> {
  return %x : tensor<2xi64>
}
func.func public @explicit_public(%x: tensor<2xi64>) -> tensor<2xi64> {
  return %x : tensor<2xi64>
}

func.func @param_attrs(%x: tensor<4xf32> {jax.arg_info = "x", mhlo.layout_mode = "default"}) -> (tensor<4xf32> {jax.result_info = "out"}, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}

func.func @"quoted name"() -> () {
  return
}

func.func @value_names(%in.put: tensor<f32>) -> tensor<f32> {
  %my-value = hlo.negate %in.put : tensor<f32>
  %42 = hlo.negate %my-value : tensor<f32>
  %_x$1 = hlo.negate %42 : tensor<f32>
  return %_x$1 : tensor<f32>
}
