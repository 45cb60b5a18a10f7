"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], function_type = (tensor<8x32xui8>, tensor<32x16xi8>, tensor<8x16xi16>, tensor<8x16xui16>) -> (tensor<8x16xf32>, tensor<8xi16>, tensor<8xui8>, tensor<8x16xi16>, tensor<8x16xui16>, tensor<8x16xbf16>, tensor<8x16xi8>, tensor<8x16xui8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<8x32xui8>, %arg4: tensor<32x16xi8>, %arg5: tensor<8x16xi16>, %arg6: tensor<8x16xui16>):
    %6 = "stablehlo.convert"(%arg3) : (tensor<8x32xui8>) -> tensor<8x32xf32>
    %7 = "stablehlo.constant"() <{value = dense<2.550000e+02> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %9 = "stablehlo.divide"(%6, %8) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %10 = "stablehlo.convert"(%arg4) : (tensor<32x16xi8>) -> tensor<32x16xf32>
    %11 = "stablehlo.constant"() <{value = dense<2.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %13 = "stablehlo.multiply"(%10, %12) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %14 = "stablehlo.dot_general"(%9, %13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %15 = "stablehlo.constant"() <{value = dense<200> : tensor<ui8>}> : () -> tensor<ui8>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x32xui8>
    %17 = "stablehlo.compare"(%arg3, %16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x32xui8>, tensor<8x32xui8>) -> tensor<8x32xi1>
    %18 = "stablehlo.convert"(%17) : (tensor<8x32xi1>) -> tensor<8x32xi32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.reduce"(%18, %19) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      %59 = "stablehlo.add"(%arg9, %arg10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%59) : (tensor<i32>) -> ()
    }) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8xi32>
    %21 = "stablehlo.convert"(%20) : (tensor<8xi32>) -> tensor<8xi16>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %23 = "stablehlo.reduce"(%arg3, %22) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<ui8>, %arg8: tensor<ui8>):
      %58 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%58) : (tensor<ui8>) -> ()
    }) : (tensor<8x32xui8>, tensor<ui8>) -> tensor<8xui8>
    %24 = "stablehlo.constant"() <{value = dense<300> : tensor<i16>}> : () -> tensor<i16>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i16>) -> tensor<8x16xi16>
    %26 = "stablehlo.multiply"(%arg5, %25) : (tensor<8x16xi16>, tensor<8x16xi16>) -> tensor<8x16xi16>
    %27 = "stablehlo.constant"() <{value = dense<-7> : tensor<i16>}> : () -> tensor<i16>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i16>) -> tensor<8x16xi16>
    %29 = "stablehlo.add"(%26, %28) : (tensor<8x16xi16>, tensor<8x16xi16>) -> tensor<8x16xi16>
    %30 = "stablehlo.constant"() <{value = dense<3> : tensor<ui16>}> : () -> tensor<ui16>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<8x16xui16>
    %32 = "stablehlo.shift_left"(%arg6, %31) : (tensor<8x16xui16>, tensor<8x16xui16>) -> tensor<8x16xui16>
    %33 = "stablehlo.constant"() <{value = dense<5> : tensor<ui16>}> : () -> tensor<ui16>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<8x16xui16>
    %35 = "stablehlo.shift_right_logical"(%arg6, %34) : (tensor<8x16xui16>, tensor<8x16xui16>) -> tensor<8x16xui16>
    %36 = "stablehlo.or"(%32, %35) : (tensor<8x16xui16>, tensor<8x16xui16>) -> tensor<8x16xui16>
    %37 = "stablehlo.convert"(%14) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %38 = "stablehlo.bitcast_convert"(%37) : (tensor<8x16xbf16>) -> tensor<8x16xui16>
    %39 = "stablehlo.constant"() <{value = dense<1> : tensor<ui16>}> : () -> tensor<ui16>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<8x16xui16>
    %41 = "stablehlo.xor"(%38, %40) : (tensor<8x16xui16>, tensor<8x16xui16>) -> tensor<8x16xui16>
    %42 = "stablehlo.bitcast_convert"(%41) : (tensor<8x16xui16>) -> tensor<8x16xbf16>
    %43 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %45 = "stablehlo.multiply"(%14, %44) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %46 = "stablehlo.constant"() <{value = dense<-128> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.constant"() <{value = dense<127> : tensor<i32>}> : () -> tensor<i32>
    %48 = "func.call"(%45, %46, %47) <{callee = @clip}> : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %49 = "stablehlo.convert"(%48) : (tensor<8x16xf32>) -> tensor<8x16xi8>
    %50 = "stablehlo.convert"(%arg6) : (tensor<8x16xui16>) -> tensor<8x16xui32>
    %51 = "stablehlo.constant"() <{value = dense<2654435761> : tensor<ui32>}> : () -> tensor<ui32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %53 = "stablehlo.multiply"(%50, %52) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %54 = "stablehlo.constant"() <{value = dense<20> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %56 = "stablehlo.shift_right_logical"(%53, %55) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %57 = "stablehlo.convert"(%56) : (tensor<8x16xui32>) -> tensor<8x16xui8>
    "func.return"(%14, %21, %23, %29, %36, %42, %49, %57) : (tensor<8x16xf32>, tensor<8xi16>, tensor<8xui8>, tensor<8x16xi16>, tensor<8x16xui16>, tensor<8x16xbf16>, tensor<8x16xi8>, tensor<8x16xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%5) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
