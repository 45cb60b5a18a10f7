func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.negate %x : tensor<4xf32>
  return %x, %0 : tensor<4xf32>, tensor<4xf32>
}

func.func private @single(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

func.func private @nothing() -> () {
  return
}

func.func @caller(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @pair(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %1 = func.call @single(%0#1) : (tensor<4xf32>) -> tensor<4xf32>
  %r, %s = func.call @pair(%1) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  call @nothing() : () -> ()
  %2 = call @single(%r) {my.tag = 3} : (tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @forward_reference(%x: tensor<i32>) -> tensor<i32> {
  %0 = call @later(%x) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @later(%x: tensor<i32>) -> tensor<i32> {
  return %x : tensor<i32>
}
