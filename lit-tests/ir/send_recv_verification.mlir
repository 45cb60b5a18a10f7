// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @recv_without_send() -> tensor<4xf32> {
  // expected-error@+1 {{'dist.recv' on channel 0 has no earlier 'dist.send'}}
  %0 = dist.recv {channel = 0} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @recv_before_send(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'dist.recv' on channel 2 has no earlier 'dist.send'}}
  %0 = dist.recv {channel = 2} : tensor<4xf32>
  dist.send %x {channel = 2} : (tensor<4xf32>) -> ()
  return %0 : tensor<4xf32>
}

// -----

func.func @type_mismatch(%x: tensor<4xf32>) -> tensor<4xf16> {
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  // expected-error@+1 {{'dist.recv' expects tensor<4xf16> but channel 0 sends tensor<4xf32>}}
  %0 = dist.recv {channel = 0} : tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @sent_twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  // expected-error@+1 {{channel 0 is sent on more than once}}
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  %0 = dist.recv {channel = 0} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @received_twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  %0 = dist.recv {channel = 0} : tensor<4xf32>
  // expected-error@+1 {{channel 0 is received more than once}}
  %1 = dist.recv {channel = 0} : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @send_with_result(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'dist.send' has 0 result(s), but 1 are given}}
  %0 = "dist.send"(%x) {channel = 0} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @recv_with_operand(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'dist.recv' takes 0 operand(s), found 1}}
  %0 = "dist.recv"(%x) {channel = 0} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_channel(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{missing attribute 'channel'}}
  dist.send %x : (tensor<4xf32>) -> ()
  return %x : tensor<4xf32>
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @send_sharding(%x: tensor<4xf32>) -> tensor<4xf32> {
  // An op without results has nothing to shard; the attribute is not dropped silently.
  // expected-error@+1 {{'dist.sharding' is given but the op has no results}}
  dist.send %x {channel = 0, dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} : (tensor<4xf32>) -> ()
  return %x : tensor<4xf32>
}
