// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @unknown_body(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{'hlo.while' condition refers to unknown function '@nowhere'}}
  // expected-error@+1 {{'hlo.while' body refers to unknown function '@nowhere_too'}}
  %0 = hlo.while %x {cond = @nowhere, body = @nowhere_too} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func private @c(%x: tensor<4xf32>) -> tensor<i1> {
  %t = hlo.constant dense<false> : tensor<i1>
  return %t : tensor<i1>
}
func.func private @b(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @result_types(%x: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error@+1 {{'hlo.while' returns its carried values: operands (tensor<4xf32>) but results (tensor<4xf16>)}}
  %0 = hlo.while %x {cond = @c, body = @b} : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func private @c(%x: tensor<4xf32>) -> tensor<4xi1> {
  %0 = hlo.compare %x, %x {comparison_direction = "LT"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
func.func private @b(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @condition_not_a_predicate(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{the loop condition '@c' has type (tensor<4xf32>) -> (tensor<4xi1>); a loop carrying (tensor<4xf32>) needs (tensor<4xf32>) -> (tensor<i1>)}}
  %0 = hlo.while %x {cond = @c, body = @b} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func private @c(%x: tensor<4xf32>) -> tensor<i1> {
  %t = hlo.constant dense<false> : tensor<i1>
  return %t : tensor<i1>
}
func.func private @b(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @body_arguments(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{the loop body '@b' has type (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>); a loop carrying (tensor<4xf32>) needs (tensor<4xf32>) -> (tensor<4xf32>)}}
  %0 = hlo.while %x {cond = @c, body = @b} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @no_carried_values() -> () {
  // expected-error@+1 {{'hlo.while' takes at least 1 operand(s), found 0}}
  hlo.while {cond = @c, body = @b} : () -> ()
  return
}

// -----

func.func private @c(%x: tensor<4xf32>) -> tensor<i1> {
  %t = hlo.constant dense<false> : tensor<i1>
  return %t : tensor<i1>
}
func.func private @b(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{recursive call to '@b': call graphs must be acyclic}}
  %0 = hlo.while %x {cond = @c, body = @b} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @a_body_looping_on_itself(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.while %x {cond = @c, body = @b} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func private @c(%x: tensor<4xf32>) -> tensor<i1> {
  %t = hlo.constant dense<false> : tensor<i1>
  return %t : tensor<i1>
}
func.func private @b(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @negative_trip_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'dist.trip_count' must be a non-negative integer (`dist.trip_count = 12 : i64`), found -3 : i64}}
  %0 = hlo.while %x {cond = @c, body = @b, dist.trip_count = -3 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @trip_count_off_a_loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'dist.trip_count' is a loop's: 'hlo.negate' is not an 'hlo.while'}}
  %0 = hlo.negate %x {dist.trip_count = 3 : i64} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
