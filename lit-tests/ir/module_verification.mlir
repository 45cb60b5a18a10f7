// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{unexpected 'hlo.add' at module level: expected 'dist.mesh' or 'func.func'}}
hlo.add

// -----

module {
}
// expected-error@+1 {{expected end of input, found 'module'}}
module {
}

// -----

module {
  func.func @f() -> () {
    return
  }
// expected-error@+2 {{expected '}', found end of input}}

// -----

// expected-error@+1 {{unknown module property 'sym_visibility'}}
"builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
}) : () -> ()

// -----

"builtin.module"() ({
// expected-error@+1 {{builtin.module has type () -> ()}}
}) : (tensor<f32>) -> ()

// -----

// expected-error@+1 {{expected 'dist.mesh', 'func.func' or the end of the module, found integer 42}}
42

// -----

module {
  // expected-error@+1 {{func.func needs a 'sym_name' string property}}
  "func.func"() <{function_type = () -> ()}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{func.func needs a 'function_type' property}}
  "func.func"() <{sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{unknown func.func property 'inline'}}
  "func.func"() <{function_type = () -> (), sym_name = "f", inline = true}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{arg_attrs must be an array of 1 dictionaries}}
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<f32>):
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  "func.func"() <{function_type = (tensor<f32>) -> (), sym_name = "f"}> ({
  // expected-error@+1 {{block argument type tensor<f64> does not match the function type's input tensor<f32>}}
  ^bb0(%arg0: tensor<f64>):
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> (), sym_name = "f"}> ({
  // expected-error@+1 {{the entry block has 1 argument(s) but the function type has 2}}
  ^bb0(%arg0: tensor<f32>):
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  "func.func"() <{function_type = (tensor<f32>) -> (), sym_name = "f"}> ({
  // expected-error@+1 {{more block arguments than the function type has inputs}}
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  "func.func"() <{function_type = (tensor<f32>) -> (), sym_name = "f"}> ({
    // expected-error@+1 {{expected the entry block '^bb0(...)', found string "func.return"}}
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{unterminated region: missing '}'}}
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
