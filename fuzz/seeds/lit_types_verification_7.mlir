func.func @too_large(%x: tensor<99999999999999999999xf32>) -> () {
  return
}
