"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}], function_type = (tensor<8x16xbf16>, tensor<16x32xbf16>, tensor<32x16xbf16>) -> (tensor<8x16xbf16>, tensor<8x16xbf16>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xbf16>, %arg1: tensor<16x32xbf16>, %arg2: tensor<32x16xbf16>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xbf16>, tensor<16x32xbf16>) -> tensor<8x32xf32>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = "stablehlo.multiply"(%1, %0) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %5 = "stablehlo.multiply"(%4, %2) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %6 = "stablehlo.add"(%0, %5) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %7 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %9 = "stablehlo.multiply"(%8, %6) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %10 = "stablehlo.tanh"(%9) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %13 = "stablehlo.add"(%12, %10) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %14 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %16 = "stablehlo.multiply"(%15, %13) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %17 = "stablehlo.multiply"(%0, %16) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %18 = "stablehlo.convert"(%17) : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %19 = "stablehlo.dot_general"(%18, %arg2) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xbf16>, tensor<32x16xbf16>) -> tensor<8x16xbf16>
    %20 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<bf16>, %arg6: tensor<bf16>):
      %37 = "stablehlo.maximum"(%arg5, %arg6) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%37) : (tensor<bf16>) -> ()
    }) : (tensor<8x16xbf16>, tensor<bf16>) -> tensor<8xbf16>
    %22 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8xbf16>
    %24 = "stablehlo.maximum"(%23, %21) : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xbf16>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xbf16>) -> tensor<8x1xbf16>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xbf16>) -> tensor<8x16xbf16>
    %27 = "stablehlo.subtract"(%19, %26) : (tensor<8x16xbf16>, tensor<8x16xbf16>) -> tensor<8x16xbf16>
    %28 = "stablehlo.exponential"(%27) : (tensor<8x16xbf16>) -> tensor<8x16xbf16>
    %29 = "stablehlo.convert"(%28) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.reduce"(%29, %30) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %36 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %33 = "stablehlo.convert"(%32) : (tensor<8x1xf32>) -> tensor<8x1xbf16>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xbf16>) -> tensor<8x16xbf16>
    %35 = "stablehlo.divide"(%28, %34) : (tensor<8x16xbf16>, tensor<8x16xbf16>) -> tensor<8x16xbf16>
    "func.return"(%19, %35) : (tensor<8x16xbf16>, tensor<8x16xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
