// Oracle case auto_mlp6_tall: JAX 0.10.2's export (generic syntax only), translated op for op
// into shardc's IR. One SGD step (lr 0.01) of a six-layer ReLU MLP with a mean-squared-error
// loss, differentiated by JAX; results: the loss, then the six updated weights. The program
// carries no shardings (it is an input for --auto-shard). JAX's value names are kept, so the
// inputs arg0..arg7 of data.safetensors are %arg1..%arg8 here. The reduce region
// (stablehlo.add) becomes kind = "add".
module @jit_step {
  dist.mesh @mesh = <["tp"=4]>
  func.func @main(%arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<256x32xf32>, %arg8: tensor<256x32xf32>) -> (tensor<f32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) {
    %3 = hlo.dot_general %arg7, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %4 = func.call @relu(%3) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %5 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = hlo.broadcast_in_dim %5 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %7 = hlo.compare %3, %6 {comparison_direction = "GT"} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %8 = hlo.dot_general %4, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %9 = func.call @relu(%8) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %10 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = hlo.broadcast_in_dim %10 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %12 = hlo.compare %8, %11 {comparison_direction = "GT"} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %13 = hlo.dot_general %9, %arg3 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %14 = func.call @relu(%13) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %15 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = hlo.broadcast_in_dim %15 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %17 = hlo.compare %13, %16 {comparison_direction = "GT"} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %18 = hlo.dot_general %14, %arg4 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %19 = func.call @relu(%18) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %20 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = hlo.broadcast_in_dim %20 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %22 = hlo.compare %18, %21 {comparison_direction = "GT"} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %23 = hlo.dot_general %19, %arg5 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %24 = func.call @relu(%23) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %25 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = hlo.broadcast_in_dim %25 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %27 = hlo.compare %23, %26 {comparison_direction = "GT"} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %28 = hlo.dot_general %24, %arg6 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %29 = func.call @relu(%28) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %30 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = hlo.broadcast_in_dim %30 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %32 = hlo.compare %28, %31 {comparison_direction = "GT"} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %33 = hlo.subtract %29, %arg8 : tensor<256x32xf32>
    %34 = hlo.multiply %33, %33 : tensor<256x32xf32>
    %35 = hlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = hlo.broadcast_in_dim %35 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %37 = hlo.multiply %36, %33 : tensor<256x32xf32>
    %38 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = hlo.reduce %34, %38 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<256x32xf32>, tensor<f32>) -> tensor<f32>
    %40 = hlo.constant dense<8.192000e+03> : tensor<f32>
    %41 = hlo.divide %39, %40 : tensor<f32>
    %42 = hlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = hlo.constant dense<8.192000e+03> : tensor<f32>
    %44 = hlo.divide %42, %43 : tensor<f32>
    %45 = hlo.broadcast_in_dim %44 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %46 = hlo.multiply %45, %37 : tensor<256x32xf32>
    %47 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = hlo.broadcast_in_dim %47 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %49 = hlo.select %32, %46, %48 : (tensor<256x32xi1>, tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xf32>
    %50 = hlo.dot_general %49, %24 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %51 = hlo.transpose %50 {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %52 = hlo.dot_general %49, %arg6 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %53 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = hlo.broadcast_in_dim %53 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %55 = hlo.select %27, %52, %54 : (tensor<256x32xi1>, tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xf32>
    %56 = hlo.dot_general %55, %19 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %57 = hlo.transpose %56 {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %58 = hlo.dot_general %55, %arg5 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %59 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = hlo.broadcast_in_dim %59 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %61 = hlo.select %22, %58, %60 : (tensor<256x32xi1>, tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xf32>
    %62 = hlo.dot_general %61, %14 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %63 = hlo.transpose %62 {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %64 = hlo.dot_general %61, %arg4 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %65 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = hlo.broadcast_in_dim %65 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %67 = hlo.select %17, %64, %66 : (tensor<256x32xi1>, tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xf32>
    %68 = hlo.dot_general %67, %9 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %69 = hlo.transpose %68 {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %70 = hlo.dot_general %67, %arg3 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %71 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = hlo.broadcast_in_dim %71 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %73 = hlo.select %12, %70, %72 : (tensor<256x32xi1>, tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xf32>
    %74 = hlo.dot_general %73, %4 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %75 = hlo.transpose %74 {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %76 = hlo.dot_general %73, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %77 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = hlo.broadcast_in_dim %77 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %79 = hlo.select %7, %76, %78 : (tensor<256x32xi1>, tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xf32>
    %80 = hlo.dot_general %79, %arg7 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %81 = hlo.transpose %80 {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %82 = hlo.constant dense<0.00999999977> : tensor<f32>
    %83 = hlo.broadcast_in_dim %82 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x32xf32>
    %84 = hlo.multiply %83, %81 : tensor<32x32xf32>
    %85 = hlo.subtract %arg1, %84 : tensor<32x32xf32>
    %86 = hlo.constant dense<0.00999999977> : tensor<f32>
    %87 = hlo.broadcast_in_dim %86 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x32xf32>
    %88 = hlo.multiply %87, %75 : tensor<32x32xf32>
    %89 = hlo.subtract %arg2, %88 : tensor<32x32xf32>
    %90 = hlo.constant dense<0.00999999977> : tensor<f32>
    %91 = hlo.broadcast_in_dim %90 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x32xf32>
    %92 = hlo.multiply %91, %69 : tensor<32x32xf32>
    %93 = hlo.subtract %arg3, %92 : tensor<32x32xf32>
    %94 = hlo.constant dense<0.00999999977> : tensor<f32>
    %95 = hlo.broadcast_in_dim %94 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x32xf32>
    %96 = hlo.multiply %95, %63 : tensor<32x32xf32>
    %97 = hlo.subtract %arg4, %96 : tensor<32x32xf32>
    %98 = hlo.constant dense<0.00999999977> : tensor<f32>
    %99 = hlo.broadcast_in_dim %98 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x32xf32>
    %100 = hlo.multiply %99, %57 : tensor<32x32xf32>
    %101 = hlo.subtract %arg5, %100 : tensor<32x32xf32>
    %102 = hlo.constant dense<0.00999999977> : tensor<f32>
    %103 = hlo.broadcast_in_dim %102 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x32xf32>
    %104 = hlo.multiply %103, %51 : tensor<32x32xf32>
    %105 = hlo.subtract %arg6, %104 : tensor<32x32xf32>
    return %41, %85, %89, %93, %97, %101, %105 : tensor<f32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>
  }
  func.func private @relu(%arg0: tensor<256x32xf32>) -> tensor<256x32xf32> {
    %0 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = hlo.broadcast_in_dim %0 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256x32xf32>
    %2 = hlo.maximum %arg0, %1 : tensor<256x32xf32>
    return %2 : tensor<256x32xf32>
  }
}

