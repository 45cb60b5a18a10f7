func.func @function_attributes() -> () attributes {llvm.emit_c_interface} {
  return
}
