"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], function_type = (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xi32>, tensor<8x16xi32>, tensor<8x5xf32>, tensor<8x5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<8x16xf32>, %arg15: tensor<8x16xi32>):
    %52:2 = "stablehlo.sort"(%arg14, %arg15) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>, %arg18: tensor<i32>, %arg19: tensor<i32>):
      %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %59 = "stablehlo.compare"(%arg16, %58) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %61 = "stablehlo.select"(%59, %60, %arg16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %62 = "stablehlo.compare"(%arg16, %arg16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %63 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %64 = "stablehlo.select"(%62, %63, %61) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %66 = "stablehlo.compare"(%arg17, %65) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %68 = "stablehlo.select"(%66, %67, %arg17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %69 = "stablehlo.compare"(%arg17, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %70 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %71 = "stablehlo.select"(%69, %70, %68) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %72 = "stablehlo.compare"(%64, %71) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%72) : (tensor<i1>) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
    %53:2 = "chlo.top_k"(%arg14) <{k = 5 : i64}> : (tensor<8x16xf32>) -> (tensor<8x5xf32>, tensor<8x5xi32>)
    %54 = "func.call"(%arg14) <{callee = @sort}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %55 = "func.call"(%arg14) <{callee = @sort_0}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %56 = "func.call"(%arg14) <{callee = @argsort}> : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %57 = "func.call"(%arg15) <{callee = @sort_1}> : (tensor<8x16xi32>) -> tensor<8x16xi32>
    "func.return"(%54, %55, %56, %52#1, %57, %53#0, %53#1) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xi32>, tensor<8x16xi32>, tensor<8x5xf32>, tensor<8x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<8x16xf32>):
    %36 = "stablehlo.sort"(%arg11) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %38 = "stablehlo.compare"(%arg12, %37) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %40 = "stablehlo.select"(%38, %39, %arg12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %41 = "stablehlo.compare"(%arg12, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %42 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %43 = "stablehlo.select"(%41, %42, %40) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %45 = "stablehlo.compare"(%arg13, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %47 = "stablehlo.select"(%45, %46, %arg13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %48 = "stablehlo.compare"(%arg13, %arg13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %49 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %50 = "stablehlo.select"(%48, %49, %47) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %51 = "stablehlo.compare"(%43, %50) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%36) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "sort_0", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<8x16xf32>):
    %19 = "stablehlo.sort"(%arg8) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.compare"(%arg9, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.select"(%22, %23, %arg9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.compare"(%arg9, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %27 = "stablehlo.select"(%25, %26, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %29 = "stablehlo.compare"(%arg10, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.select"(%29, %30, %arg10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.select"(%32, %33, %31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %35 = "stablehlo.compare"(%27, %34) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%35) : (tensor<i1>) -> ()
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %20 = "stablehlo.reverse"(%19) <{dimensions = array<i64: 0>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%20) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x16xf32>):
    %2 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x16xi32>
    %3:2 = "stablehlo.sort"(%arg3, %2) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.compare"(%arg4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %7 = "stablehlo.select"(%5, %6, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.compare"(%arg4, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.select"(%8, %9, %7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.compare"(%arg5, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.select"(%12, %13, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %17 = "stablehlo.select"(%15, %16, %14) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.compare"(%10, %17) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%18) : (tensor<i1>) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
    "func.return"(%3#1) : (tensor<8x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xi32>) -> tensor<8x16xi32>, res_attrs = [{}], sym_name = "sort_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xi32>):
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = "stablehlo.compare"(%arg1, %arg2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1) : (tensor<i1>) -> ()
    }) : (tensor<8x16xi32>) -> tensor<8x16xi32>
    "func.return"(%0) : (tensor<8x16xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
