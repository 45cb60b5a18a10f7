module @named attributes {mhlo.num_partitions = 8 : i32, jax.uses_shape_polymorphism = false} {
  func.func @f() -> () {
    return
  }
}
