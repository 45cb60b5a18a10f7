// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @operand_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.negate' has 1 operand(s) but its type lists 2}}
  %0 = "hlo.negate"(%x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @operand_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{operand 0 of 'hlo.negate' has type tensor<4xf32> but the op's type says tensor<4xf16>}}
  %0 = "hlo.negate"(%x) : (tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @region(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.negate' cannot have regions in shardc's IR}}
  %0 = "hlo.negate"(%x) ({
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @property_and_attribute(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{attribute 'dimension' is given twice}}
  %0 = "hlo.softmax"(%x) <{dimension = 0 : i64}> {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // The error is at the token found instead of ':'.
  // expected-error@+2 {{expected ':', found 'return'}}
  %0 = "hlo.negate"(%x)
  return %0 : tensor<4xf32>
}

// -----

func.func @not_a_function_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected a function type '(...) -> ...', found 'tensor<4xf32>'}}
  %0 = "hlo.negate"(%x) : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @result_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.negate' is given 1 result name(s) but 2 result type(s)}}
  %0 = "hlo.negate"(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0 : tensor<4xf32>
}

// -----

func.func @fixed_result_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.negate' has 1 result(s), but 2 are given}}
  %0:2 = "hlo.negate"(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

// (A `stablehlo.` op would make the chunk a JAX export, read by the StableHLO importer.)
func.func @unknown_dialect(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{unknown op 'mhlo.add': shardc knows the dialects 'hlo', 'dist' and 'func'}}
  %0 = "mhlo.add"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
