// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// Lexer and parser errors, one per case; each stops its own chunk only.

func.func @bad_escape() -> () {
  // expected-error@+1 {{unknown escape sequence in string}}
  "dist.send"() {channel = 0, a.s = "a\q"} : () -> ()
  return
}

// -----

func.func @invalid_utf8_escape() -> () {
  // expected-error@+1 {{string is not valid UTF-8}}
  "dist.send"() {channel = 0, a.s = "\FF"} : () -> ()
  return
}

// -----

func.func @signed_hex() -> () {
  // expected-error@+1 {{hexadecimal literals cannot have a sign}}
  "dist.send"() {channel = -0x10} : () -> ()
  return
}

// -----

func.func @huge_integer() -> () {
  // expected-error@+1 {{integer 99999999999999999999999 does not fit in 64 bits}}
  "dist.send"() {channel = 99999999999999999999999} : () -> ()
  return
}

// -----

func.func @huge_hex() -> () {
  // expected-error@+1 {{hexadecimal literal does not fit in 64 bits}}
  "dist.send"() {channel = 0x1FFFFFFFFFFFFFFFF} : () -> ()
  return
}

// -----

func.func @float_with_integer_type() -> () {
  // expected-error@+1 {{float literal cannot have integer type i32}}
  "dist.send"() {channel = 1.5 : i32} : () -> ()
  return
}

// -----

func.func @lone_sign() -> () {
  // expected-error@+1 {{expected a digit after the sign}}
  "dist.send"() {channel = -} : () -> ()
  return
}

// -----

func.func @lone_at() -> () {
  // expected-error@+1 {{expected a symbol name after '@'}}
  "dist.send"() {channel = @} : () -> ()
  return
}

// -----

func.func @lone_hash() -> () {
  // expected-error@+1 {{expected an attribute name after '#'}}
  "dist.send"() {channel = #} : () -> ()
  return
}

// -----

func.func @lone_percent() -> () {
  // expected-error@+1 {{expected a value name after '%'}}
  return %
}

// -----

func.func @lone_caret() -> () {
  // expected-error@+1 {{expected a block name after '^'}}
  ^
}

// -----

func.func @missing_value() -> () {
  // expected-error@+1 {{expected an attribute value, found '}'}}
  "dist.send"() {channel = } : () -> ()
  return
}

// -----

func.func @unbalanced_opaque() -> () {
  // The body of another dialect's attribute must nest its brackets properly.
  // expected-error@+1 {{expected '>' in the attribute body, found '}'}}
  "dist.send"() {channel = 0, a.x = #foo<"x"} : () -> ()
  return
}

// -----

// expected-error@+1 {{unterminated attribute: missing '>'}}
"dist.mesh"() {a.x = #foo<"x"

// -----

func.func @float_in_array() -> () {
  // expected-error@+1 {{expected an integer, found float 1.5}}
  "dist.send"() {channel = 0, a.x = array<i64: 1.5>} : () -> ()
  return
}

// -----

func.func @duplicate_key() -> () {
  // expected-error@+1 {{attribute 'channel' is given twice}}
  "dist.send"() {channel = 0, channel = 1} : () -> ()
  return
}

// -----

func.func @typed_string() -> () {
  // expected-error@+1 {{expected ',', found ':'}}
  "dist.send"() {channel = 0, a.s = "x" : i32} : () -> ()
  return
}

// -----

func.func @deep_nesting() -> () {
  // expected-error@+1 {{nesting deeper than 128 levels}}
  "dist.send"() {channel = 0, a.deep = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]} : () -> ()
  return
}

// -----

func.func @op_name_missing() -> () {
  // expected-error@+1 {{expected an op name, found integer 1}}
  %0 = 1
  return
}

// -----

func.func @operand_not_a_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected ':', found '@x'}}
  %0 = hlo.negate @x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_equals(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected '=', found 'hlo.negate'}}
  %0 hlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
