// RUN: shardc-opt %s --split-input-file --verify-diagnostics

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @no_sharding(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.constraint' must declare its result sharding ('dist.sharding')}}
  %0 = dist.constraint %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @invalid_sharding(%x: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error@+1 {{result 0 of 'dist.constraint': unknown mesh axis "pp" (the mesh @mesh has axes "dp", "tp")}}
  %0 = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{"pp"}]>} : tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @unknown_mesh(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{result 0 of 'dist.constraint': sharding refers to unknown mesh '@mesh'}}
  %0 = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @type_change(%x: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'dist.constraint' produces tensor<8xf32>, but its result is declared as tensor<4xf32>}}
  %0 = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
