// A window reduction is a kernel (`shardc compile --emit exec`: a reduction over the
// result's and the window's loops, the padding reading the init value). Its maximum and
// minimum give the reference's NaN: the positive quiet NaN whatever NaN the window holds
// (x86's 0/0 is negative), which the total-order sort after it tells apart. Until the NaN
// was made the reference's, the compiled run put -NaN first where the reference puts
// every NaN last (element 0: NaN against -0.115).
// RUN: shardc compile %s --emit exec -o - | FileCheck %s
// RUN: shardc verify %s --seed 1 | FileCheck %s --check-prefix=VERIFY

// CHECK: exec.kernel @{{k[0-9]+}}(%p0: tensor<4x3x2x2xf32>, %p1: tensor<f32>) -> tensor<4x5x1x2xf32> reduce max over [4, 5, 6, 7] loop [4, 5, 1, 2, 1, 1, 3, 1] {
// CHECK:   compare EQ %{{[0-9]+}}, %{{[0-9]+}} : f32
// CHECK-NEXT: constant NaN : f32
// CHECK:   combine
// CHECK: %{{b[0-9]+}} = exec.launch @{{k[0-9]+}}(%{{b[0-9]+}}, %{{b[0-9]+}}) : tensor<4x5x1x2xf32> {{.*}}// hlo.reduce_window

// VERIFY: sharded outputs match the single-device reference

module {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%a: tensor<4x3x2x2xf32>) -> (tensor<4x5x1x2xf32>, tensor<4x5x1xf32>) {
    %z = hlo.constant dense<0.0> : tensor<4x3x2x2xf32>
    %n = hlo.divide %z, %z : tensor<4x3x2x2xf32>
    %h = hlo.constant dense<0.5> : tensor<4x3x2x2xf32>
    %mi = hlo.constant dense<0xFF800000> : tensor<4x3x2x2xf32>
    %p = hlo.compare %a, %h {comparison_direction = "GT"} : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xi1>
    %b = hlo.select %p, %mi, %a : (tensor<4x3x2x2xi1>, tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %nh = hlo.negate %h : tensor<4x3x2x2xf32>
    %q = hlo.compare %a, %nh {comparison_direction = "LT"} : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xi1>
    %v9x = hlo.select %q, %n, %b : (tensor<4x3x2x2xi1>, tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %10 = hlo.constant dense<0xFF800000> : tensor<f32>
    %11 = hlo.reduce_window %v9x, %10 {window_dimensions = array<i64: 1, 1, 3, 1>, window_strides = array<i64: 1, 1, 2, 1>, window_dilations = array<i64: 1, 1, 1, 1>, padding_low = array<i64: 0, 1, 1, 0>, padding_high = array<i64: 0, 1, 0, 0>, kind = "max"} : (tensor<4x3x2x2xf32>, tensor<f32>) -> tensor<4x5x1x2xf32>
    %12 = hlo.constant dense<0xFF800000> : tensor<f32>
    %13 = hlo.reduce_window %11, %12 {window_dimensions = array<i64: 1, 1, 1, 1>, window_strides = array<i64: 1, 2, 1, 1>, window_dilations = array<i64: 1, 1, 1, 1>, padding_low = array<i64: 0, 1, 0, 0>, padding_high = array<i64: 0, 0, 0, 0>, kind = "max"} : (tensor<4x5x1x2xf32>, tensor<f32>) -> tensor<4x3x1x2xf32>
    %14 = hlo.constant dense<0.0> : tensor<f32>
    %15 = hlo.select_and_scatter %11, %13, %14 {window_dimensions = array<i64: 1, 1, 1, 1>, window_strides = array<i64: 1, 2, 1, 1>, padding_low = array<i64: 0, 1, 0, 0>, padding_high = array<i64: 0, 0, 0, 0>, select = "GE", kind = "add"} : (tensor<4x5x1x2xf32>, tensor<4x3x1x2xf32>, tensor<f32>) -> tensor<4x5x1x2xf32>
    %16 = hlo.iota {iota_dimension = 3 : i64} : tensor<4x5x1x2xi32>
    %17 = hlo.constant dense<0xFF800000> : tensor<f32>
    %18 = hlo.constant dense<0> : tensor<i32>
    %19 = hlo.arg_reduce %15, %16, %17, %18 {dimensions = array<i64: 3>, kind = "min"} : (tensor<4x5x1x2xf32>, tensor<4x5x1x2xi32>, tensor<f32>, tensor<i32>) -> tensor<4x5x1xi32>
    %20 = hlo.convert %19 : (tensor<4x5x1xi32>) -> tensor<4x5x1xf32>
    %21 = hlo.reverse %15 {dimensions = array<i64: 0, 3>} : tensor<4x5x1x2xf32>
    %22 = hlo.sort_by %21, %21 {dimension = 1 : i64, total_order = true} : tensor<4x5x1x2xf32>
    return %22, %20 : tensor<4x5x1x2xf32>, tensor<4x5x1xf32>
  }
}
