"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, []>}], function_type = (tensor<8x16xf32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<3x4xf32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<8x16xf32>, %arg4: tensor<i32>):
    %6 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.constant"() <{value = dense<7.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %9 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %10 = "stablehlo.clamp"(%8, %arg3, %9) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %11 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %13 = "stablehlo.multiply"(%12, %arg3) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %14 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "func.call"(%13, %14, %15) <{callee = @clip}> : (tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %17 = "stablehlo.add"(%10, %16) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %20:2 = "stablehlo.optimization_barrier"(%arg3, %19) : (tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
    %21 = "stablehlo.sine"(%20#0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %22 = "stablehlo.cosine"(%20#0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %23 = "stablehlo.multiply"(%21, %20#1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = "stablehlo.multiply"(%20#1, %20#0) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %25 = "stablehlo.multiply"(%24, %22) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %26 = "stablehlo.add"(%23, %25) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.compare"(%arg4, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %29 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.add"(%arg4, %29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.select"(%28, %30, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.dynamic_slice"(%arg3, %31, %32) <{slice_sizes = array<i64: 3, 4>}> : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %36 = "stablehlo.multiply"(%33, %35) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %37 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.add"(%arg4, %37) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.compare"(%38, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.add"(%38, %41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %43 = "stablehlo.select"(%40, %42, %38) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.compare"(%arg4, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %46 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.add"(%arg4, %46) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.select"(%45, %47, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %49 = "stablehlo.dynamic_update_slice"(%arg3, %36, %43, %48) : (tensor<8x16xf32>, tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    "func.return"(%17, %26, %33, %49) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<3x4xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%5) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
