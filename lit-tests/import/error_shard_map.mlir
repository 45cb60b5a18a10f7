// shard_map bodies the importer cannot map are errors at the op, saying why.
// RUN: not shardc-opt %s --split-input-file 2>&1 | FileCheck %s

// -----

// CHECK: error_shard_map.mlir:[[@LINE+7]]:12: error: replica_groups {{\[\[}}0, 3], [1, 2]] are not the device groups of any manual mesh axes
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<8xf32>):
    %r = "sdy.manual_computation"(%x) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
    ^bb0(%b: tensor<4xf32>):
      %c = "stablehlo.all_reduce"(%b) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%s) : (tensor<f32>) -> ()
      }) : (tensor<4xf32>) -> tensor<4xf32>
      "sdy.return"(%c) : (tensor<4xf32>) -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%r) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_shard_map.mlir:[[@LINE+7]]:12: error: source_target_pairs {{\[\[}}0, 3], [3, 0]] are not a shift along manual mesh axes
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<8xf32>):
    %r = "sdy.manual_computation"(%x) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
    ^bb0(%b: tensor<4xf32>):
      %c = "stablehlo.collective_permute"(%b) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 3], [3, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      "sdy.return"(%c) : (tensor<4xf32>) -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%r) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_shard_map.mlir:[[@LINE+5]]:10: error: 'sdy.manual_computation': in_shardings[0] = #dist.sharding<@mesh, [{"x", "y"}]> splits over the free axis "y"
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<8xf32>):
    %r = "sdy.manual_computation"(%x) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
    ^bb0(%b: tensor<2xf32>):
      "sdy.return"(%b) : (tensor<2xf32>) -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%r) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_shard_map.mlir:[[@LINE+5]]:10: error: 'stablehlo.all_gather' outside a manual computation: shardc takes collectives only in a shard_map body
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<4xf32>):
    %r = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<4xf32>) -> tensor<8xf32>
    "func.return"(%r) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_shard_map.mlir:[[@LINE+7]]:12: error: 'stablehlo.all_gather' without use_global_device_ids
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<8xf32>):
    %r = "sdy.manual_computation"(%x) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}]>]>}> ({
    ^bb0(%b: tensor<4xf32>):
      %c = "stablehlo.all_gather"(%b) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<8xf32>
      "sdy.return"(%c) : (tensor<8xf32>) -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%r) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_shard_map.mlir:[[@LINE+7]]:12: error: nested 'sdy.manual_computation' (a shard_map inside a shard_map) is not supported
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<8xf32>):
    %r = "sdy.manual_computation"(%x) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
    ^bb0(%b: tensor<4xf32>):
      %c = "sdy.manual_computation"(%b) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}]>]>, manual_axes = #sdy<manual_axes{"y"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}]>]>}> ({
      ^bb0(%d: tensor<4xf32>):
        "sdy.return"(%d) : (tensor<4xf32>) -> ()
      }) : (tensor<4xf32>) -> tensor<4xf32>
      "sdy.return"(%c) : (tensor<4xf32>) -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%r) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

