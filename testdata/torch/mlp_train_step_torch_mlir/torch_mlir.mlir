"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<4x64xf32>, tensor<4xf32>, tensor<16x32xf32>, tensor<16x4xf32>) -> (tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<4x64xf32>, tensor<4xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<64x32xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<4x64xf32>, %arg5: tensor<4xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<16x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %3 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %4 = "stablehlo.constant"() <{value = dense<-4.000000e+00> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %5 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %6 = "stablehlo.constant"() <{value = dense<-2.72614237E-10> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %7 = "stablehlo.constant"() <{value = dense<2.77068146E-8> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %8 = "stablehlo.constant"() <{value = dense<-2.10102394E-6> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %9 = "stablehlo.constant"() <{value = dense<-5.69250624E-5> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %10 = "stablehlo.constant"() <{value = dense<-7.34990637E-4> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %11 = "stablehlo.constant"() <{value = dense<-2.954600e-03> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %12 = "stablehlo.constant"() <{value = dense<-0.0160960332> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %13 = "stablehlo.constant"() <{value = dense<-1.45660715E-5> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %14 = "stablehlo.constant"() <{value = dense<-2.13374049E-4> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %15 = "stablehlo.constant"() <{value = dense<-0.00168282702> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %16 = "stablehlo.constant"() <{value = dense<-0.00737332925> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %17 = "stablehlo.constant"() <{value = dense<-0.0142647391> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %18 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
    %19 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "arith.constant"() <{value = dense<1> : tensor<1xi64>}> : () -> tensor<1xi64>
    %22 = "arith.constant"() <{value = dense<16> : tensor<1xi64>}> : () -> tensor<1xi64>
    %23 = "arith.constant"() <{value = dense<0.70710678118654757> : tensor<1xf64>}> : () -> tensor<1xf64>
    %24 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<1xf64>}> : () -> tensor<1xf64>
    %25 = "arith.constant"() <{value = dense<-5.000000e-01> : tensor<1xf64>}> : () -> tensor<1xf64>
    %26 = "arith.constant"() <{value = dense<0.3989422804014327> : tensor<1xf64>}> : () -> tensor<1xf64>
    %27 = "arith.constant"() <{value = dense<5.000000e-02> : tensor<1xf64>}> : () -> tensor<1xf64>
    %28 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %29 = "stablehlo.dot_general"(%arg6, %28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %30 = "stablehlo.convert"(%21) : (tensor<1xi64>) -> tensor<1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1xf32>) -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %33 = "stablehlo.multiply"(%arg1, %32) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<16x64xf32>
    %35 = "stablehlo.add"(%34, %29) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %36 = "stablehlo.multiply"(%35, %3) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %37 = "stablehlo.rsqrt"(%2) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %39 = "stablehlo.clamp"(%4, %38, %5) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %40 = "stablehlo.multiply"(%39, %39) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %41 = "stablehlo.multiply"(%6, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %42 = "stablehlo.add"(%41, %7) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %43 = "stablehlo.multiply"(%42, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %44 = "stablehlo.add"(%43, %8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %45 = "stablehlo.multiply"(%44, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %46 = "stablehlo.add"(%45, %9) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %47 = "stablehlo.multiply"(%46, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %48 = "stablehlo.add"(%47, %10) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %49 = "stablehlo.multiply"(%48, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %50 = "stablehlo.add"(%49, %11) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %51 = "stablehlo.multiply"(%50, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %52 = "stablehlo.add"(%51, %12) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %53 = "stablehlo.multiply"(%13, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %54 = "stablehlo.add"(%53, %14) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %55 = "stablehlo.multiply"(%54, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %56 = "stablehlo.add"(%55, %15) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %57 = "stablehlo.multiply"(%56, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %58 = "stablehlo.add"(%57, %16) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %59 = "stablehlo.multiply"(%58, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %60 = "stablehlo.add"(%59, %17) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %61 = "stablehlo.multiply"(%39, %52) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %62 = "stablehlo.divide"(%61, %60) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %63 = "stablehlo.clamp"(%18, %62, %1) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %64 = "stablehlo.add"(%63, %1) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %65 = "stablehlo.multiply"(%64, %36) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %66 = "stablehlo.transpose"(%arg2) <{permutation = array<i64: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %67 = "stablehlo.dot_general"(%65, %66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %68 = "stablehlo.multiply"(%arg3, %32) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<16x64xf32>
    %70 = "stablehlo.add"(%69, %67) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %71 = "stablehlo.multiply"(%70, %3) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %72 = "stablehlo.multiply"(%70, %37) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %73 = "stablehlo.clamp"(%4, %72, %5) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %74 = "stablehlo.multiply"(%73, %73) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %75 = "stablehlo.multiply"(%6, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %76 = "stablehlo.add"(%75, %7) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %77 = "stablehlo.multiply"(%76, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %78 = "stablehlo.add"(%77, %8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = "stablehlo.multiply"(%78, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %80 = "stablehlo.add"(%79, %9) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %81 = "stablehlo.multiply"(%80, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %82 = "stablehlo.add"(%81, %10) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %83 = "stablehlo.multiply"(%82, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %84 = "stablehlo.add"(%83, %11) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %85 = "stablehlo.multiply"(%84, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %86 = "stablehlo.add"(%85, %12) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %87 = "stablehlo.multiply"(%13, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %88 = "stablehlo.add"(%87, %14) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %89 = "stablehlo.multiply"(%88, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %90 = "stablehlo.add"(%89, %15) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %91 = "stablehlo.multiply"(%90, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %92 = "stablehlo.add"(%91, %16) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %93 = "stablehlo.multiply"(%92, %74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %94 = "stablehlo.add"(%93, %17) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %95 = "stablehlo.multiply"(%73, %86) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %96 = "stablehlo.divide"(%95, %94) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %97 = "stablehlo.clamp"(%18, %96, %1) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %98 = "stablehlo.add"(%97, %1) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %99 = "stablehlo.multiply"(%98, %71) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %100 = "stablehlo.transpose"(%arg4) <{permutation = array<i64: 1, 0>}> : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %101 = "stablehlo.dot_general"(%99, %100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x4xf32>) -> tensor<16x4xf32>
    %102 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %103 = "stablehlo.multiply"(%arg5, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<16x4xf32>
    %105 = "stablehlo.add"(%104, %101) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %106 = "stablehlo.reduce"(%105, %19) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %270 = "stablehlo.maximum"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%270) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %107 = "stablehlo.reshape"(%106) : (tensor<16xf32>) -> tensor<16x1xf32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %109 = "stablehlo.subtract"(%105, %108) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %110 = "stablehlo.exponential"(%109) : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %111 = "stablehlo.reduce"(%110, %20) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %269 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%269) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %112 = "stablehlo.reshape"(%111) : (tensor<16xf32>) -> tensor<16x1xf32>
    %113 = "stablehlo.log"(%112) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %115 = "stablehlo.subtract"(%109, %114) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %116 = "stablehlo.multiply"(%115, %arg7) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %117 = "stablehlo.reduce"(%116, %20) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %268 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%268) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %118 = "stablehlo.reduce"(%117, %20) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %267 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%267) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %119 = "stablehlo.convert"(%22) : (tensor<1xi64>) -> tensor<1xf32>
    %120 = "stablehlo.reshape"(%119) : (tensor<1xf32>) -> tensor<f32>
    %121 = "stablehlo.divide"(%118, %120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %122 = "stablehlo.negate"(%121) : (tensor<f32>) -> tensor<f32>
    %123 = "stablehlo.negate"(%0) : (tensor<f32>) -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %125 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %126 = "stablehlo.divide"(%124, %125) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<16xf32>) -> tensor<16x1xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %129 = "stablehlo.multiply"(%128, %arg7) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %130 = "stablehlo.exponential"(%115) : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %131 = "stablehlo.reduce"(%129, %20) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %266 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%266) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<16xf32>) -> tensor<16x1xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %134 = "stablehlo.multiply"(%130, %133) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %135 = "stablehlo.subtract"(%129, %134) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %136 = "stablehlo.transpose"(%100) <{permutation = array<i64: 1, 0>}> : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %137 = "stablehlo.dot_general"(%135, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
    %138 = "stablehlo.transpose"(%135) <{permutation = array<i64: 1, 0>}> : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %139 = "stablehlo.dot_general"(%138, %99) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x16xf32>, tensor<16x64xf32>) -> tensor<4x64xf32>
    %140 = "stablehlo.transpose"(%139) <{permutation = array<i64: 1, 0>}> : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %141 = "stablehlo.reduce"(%135, %20) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %265 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%265) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %142 = "stablehlo.reshape"(%141) : (tensor<4xf32>) -> tensor<1x4xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<1x4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.transpose"(%140) <{permutation = array<i64: 1, 0>}> : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %145 = "stablehlo.convert"(%23) : (tensor<1xf64>) -> tensor<1xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<1xf32>) -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %148 = "stablehlo.multiply"(%70, %147) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %149 = "stablehlo.clamp"(%4, %148, %5) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %150 = "stablehlo.multiply"(%149, %149) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %151 = "stablehlo.multiply"(%6, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %152 = "stablehlo.add"(%151, %7) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %153 = "stablehlo.multiply"(%152, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %154 = "stablehlo.add"(%153, %8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %155 = "stablehlo.multiply"(%154, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %156 = "stablehlo.add"(%155, %9) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %157 = "stablehlo.multiply"(%156, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %158 = "stablehlo.add"(%157, %10) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %159 = "stablehlo.multiply"(%158, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %160 = "stablehlo.add"(%159, %11) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %161 = "stablehlo.multiply"(%160, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %162 = "stablehlo.add"(%161, %12) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %163 = "stablehlo.multiply"(%13, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %164 = "stablehlo.add"(%163, %14) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %165 = "stablehlo.multiply"(%164, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %166 = "stablehlo.add"(%165, %15) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %167 = "stablehlo.multiply"(%166, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %168 = "stablehlo.add"(%167, %16) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %169 = "stablehlo.multiply"(%168, %150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %170 = "stablehlo.add"(%169, %17) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %171 = "stablehlo.multiply"(%149, %162) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %172 = "stablehlo.divide"(%171, %170) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %173 = "stablehlo.clamp"(%18, %172, %1) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %174 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %175 = "stablehlo.add"(%173, %174) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %176 = "stablehlo.convert"(%24) : (tensor<1xf64>) -> tensor<1xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<1xf32>) -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %179 = "stablehlo.multiply"(%175, %178) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %180 = "stablehlo.multiply"(%70, %70) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %181 = "stablehlo.convert"(%25) : (tensor<1xf64>) -> tensor<1xf32>
    %182 = "stablehlo.reshape"(%181) : (tensor<1xf32>) -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %184 = "stablehlo.multiply"(%180, %183) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %185 = "stablehlo.exponential"(%184) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %186 = "stablehlo.convert"(%26) : (tensor<1xf64>) -> tensor<1xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<1xf32>) -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %189 = "stablehlo.multiply"(%185, %188) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %190 = "stablehlo.multiply"(%70, %189) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %191 = "stablehlo.add"(%179, %190) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %192 = "stablehlo.multiply"(%137, %191) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %193 = "stablehlo.transpose"(%66) <{permutation = array<i64: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %194 = "stablehlo.dot_general"(%192, %193) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %195 = "stablehlo.transpose"(%192) <{permutation = array<i64: 1, 0>}> : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %196 = "stablehlo.dot_general"(%195, %65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<64x64xf32>
    %197 = "stablehlo.transpose"(%196) <{permutation = array<i64: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %198 = "stablehlo.reduce"(%192, %20) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %264 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%264) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<64xf32>) -> tensor<1x64xf32>
    %200 = "stablehlo.reshape"(%199) : (tensor<1x64xf32>) -> tensor<64xf32>
    %201 = "stablehlo.transpose"(%197) <{permutation = array<i64: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %202 = "stablehlo.multiply"(%35, %147) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %203 = "stablehlo.clamp"(%4, %202, %5) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %204 = "stablehlo.multiply"(%203, %203) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %205 = "stablehlo.multiply"(%6, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %206 = "stablehlo.add"(%205, %7) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %207 = "stablehlo.multiply"(%206, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %208 = "stablehlo.add"(%207, %8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %209 = "stablehlo.multiply"(%208, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %210 = "stablehlo.add"(%209, %9) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %211 = "stablehlo.multiply"(%210, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %212 = "stablehlo.add"(%211, %10) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %213 = "stablehlo.multiply"(%212, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %214 = "stablehlo.add"(%213, %11) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %215 = "stablehlo.multiply"(%214, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %216 = "stablehlo.add"(%215, %12) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %217 = "stablehlo.multiply"(%13, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %218 = "stablehlo.add"(%217, %14) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %219 = "stablehlo.multiply"(%218, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %220 = "stablehlo.add"(%219, %15) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %221 = "stablehlo.multiply"(%220, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %222 = "stablehlo.add"(%221, %16) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %223 = "stablehlo.multiply"(%222, %204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %224 = "stablehlo.add"(%223, %17) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %225 = "stablehlo.multiply"(%203, %216) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %226 = "stablehlo.divide"(%225, %224) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %227 = "stablehlo.clamp"(%18, %226, %1) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %228 = "stablehlo.add"(%227, %174) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %229 = "stablehlo.multiply"(%228, %178) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %230 = "stablehlo.multiply"(%35, %35) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %231 = "stablehlo.multiply"(%230, %183) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %232 = "stablehlo.exponential"(%231) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %233 = "stablehlo.multiply"(%232, %188) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %234 = "stablehlo.multiply"(%35, %233) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %235 = "stablehlo.add"(%229, %234) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %236 = "stablehlo.multiply"(%194, %235) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %237 = "stablehlo.transpose"(%236) <{permutation = array<i64: 1, 0>}> : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %238 = "stablehlo.dot_general"(%237, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %239 = "stablehlo.transpose"(%238) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %240 = "stablehlo.reduce"(%236, %20) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %263 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%263) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %241 = "stablehlo.reshape"(%240) : (tensor<64xf32>) -> tensor<1x64xf32>
    %242 = "stablehlo.reshape"(%241) : (tensor<1x64xf32>) -> tensor<64xf32>
    %243 = "stablehlo.transpose"(%239) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %244 = "stablehlo.convert"(%27) : (tensor<1xf64>) -> tensor<1xf32>
    %245 = "stablehlo.reshape"(%244) : (tensor<1xf32>) -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %247 = "stablehlo.multiply"(%243, %246) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %248 = "stablehlo.subtract"(%arg0, %247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %249 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %250 = "stablehlo.multiply"(%242, %249) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %251 = "stablehlo.subtract"(%arg1, %250) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %252 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
    %253 = "stablehlo.multiply"(%201, %252) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %254 = "stablehlo.subtract"(%arg2, %253) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %255 = "stablehlo.multiply"(%200, %249) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %256 = "stablehlo.subtract"(%arg3, %255) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %257 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64xf32>
    %258 = "stablehlo.multiply"(%144, %257) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %259 = "stablehlo.subtract"(%arg4, %258) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %260 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %261 = "stablehlo.multiply"(%143, %260) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %262 = "stablehlo.subtract"(%arg5, %261) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%122, %248, %251, %254, %256, %259, %262) : (tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<4x64xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
