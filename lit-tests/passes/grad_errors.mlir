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
