// RUN: shardc-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(grad)'

// expected-error@+1 {{the loss (the first result of '@vector_loss') must be a float scalar, found tensor<4xf32>}}
func.func @vector_loss(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

func.func @needs_a_rule(%x: tensor<4xf32>) -> tensor<f32> {
  // expected-error@+1 {{cannot differentiate 'hlo.rotate': 'hlo.rotate' has no gradient rule yet}}
  %r = hlo.rotate %x {dimension = 0, shift = 1} : tensor<4xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce %r, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

func.func private @c(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<i1> {
  %n = hlo.constant dense<5> : tensor<i32>
  %0 = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @b(%i: tensor<i32>, %x: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %0 = hlo.add %i, %one : tensor<i32>
  %1 = hlo.tanh %x : tensor<4xf32>
  return %0, %1 : tensor<i32>, tensor<4xf32>
}
func.func @through_a_loop(%x: tensor<4xf32>) -> tensor<f32> {
  %zero = hlo.constant dense<0> : tensor<i32>
  // expected-error@+1 {{cannot differentiate 'hlo.while': loops are not differentiated: export the training step from JAX, which differentiates a scan or fori_loop into loops shardc runs}}
  %r:2 = hlo.while %zero, %x {cond = @c, body = @b} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce %r#1, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}
