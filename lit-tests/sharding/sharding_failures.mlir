// RUN: shardc-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(sharding-propagation,insert-reshards,spmd-partition)'

// A full gather is never silent: it is reported where it is needed.
dist.mesh @mesh = <["x"=8]>
func.func @full_gather(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  // expected-warning@+1 {{is gathered in full to #dist.sharding<@mesh, [{}, {}]>}}
  %y = dist.constraint %a {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// A dimension its split does not divide is padded (6 over 4: pieces of 2), not an error.
dist.mesh @mesh = <["x"=4]>
func.func @uneven(%a: tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<6xf32> {
  return %a : tensor<6xf32>
}

// -----

// One function, one mesh.
dist.mesh @m1 = <["x"=2]>
dist.mesh @m2 = <["y"=2]>
// expected-error@+1 {{uses meshes '@m1' and '@m2'; propagation needs a single mesh}}
func.func @two_meshes(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@m1, [{"x"}]>}, %b: tensor<4xf32> {dist.sharding = #dist.sharding<@m2, [{"y"}]>}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
