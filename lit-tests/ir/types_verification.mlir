// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// Only static tensor types of the nine element types exist.

// expected-error@+1 {{unknown element type 'f8' (expected one of f64, f32, bf16, f16, i64, i32, ui64, ui32, i16, i8, ui16, ui8, i1)}}
func.func @f8(%x: tensor<2xf8>) -> () {
  return
}

// -----

// expected-error@+1 {{unknown element type 'ui4'}}
func.func @unsigned(%x: tensor<2xui4>) -> () {
  return
}

// -----

// expected-error@+1 {{unknown element type 'index'}}
func.func @index(%x: tensor<2x3xindex>) -> () {
  return
}

// -----

// expected-error@+1 {{dynamic dimensions ('?') are not supported: shapes must be static}}
func.func @dynamic(%x: tensor<?x3xf32>) -> () {
  return
}

// -----

// expected-error@+1 {{malformed dimension '*' in tensor<*xf32>}}
func.func @unranked(%x: tensor<*xf32>) -> () {
  return
}

// -----

// expected-error@+1 {{negative dimension -1 in tensor<-1x2xf32>}}
func.func @negative(%x: tensor<-1x2xf32>) -> () {
  return
}

// -----

// expected-error@+1 {{malformed dimension '' in tensor<2xx3xf32>}}
func.func @empty_dimension(%x: tensor<2xx3xf32>) -> () {
  return
}

// -----

// expected-error@+1 {{malformed dimension '99999999999999999999'}}
func.func @too_large(%x: tensor<99999999999999999999xf32>) -> () {
  return
}

// -----

// expected-error@+1 {{expected a tensor type; scalars are written 'tensor<f32>'}}
func.func @bare_scalar(%x: f32) -> () {
  return
}

// -----

// expected-error@+1 {{expected a tensor type, found 'memref'}}
func.func @memref(%x: memref<4xf32>) -> () {
  return
}

// -----

// expected-error@+1 {{expected '>' to close 'tensor<'}}
func.func @unclosed(%x: tensor<2x3xf32) -> () {
  return
}

// -----

// expected-error@+1 {{expected '>' to close 'tensor<'}}
func.func @encoding(%x: tensor<4xf32, #enc>) -> () {
  return
}

// -----

func.func @unsupported_attribute_type() -> () {
  // expected-error@+1 {{unsupported scalar type 'ui4' (expected f64, f32, bf16, f16, i64, i32, ui64, ui32, i16, i8, ui16, ui8 or i1)}}
  "dist.send"() {channel = 1 : ui4} : () -> ()
  return
}
