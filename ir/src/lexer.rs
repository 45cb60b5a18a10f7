//! The lexer shared by both text forms.
//!
//! Tensor types are lexed whole (`tensor<8x32xf32>`) because MLIR's shape syntax
//! (`8x32xf32`) does not split into ordinary tokens.

use std::fmt;

/// A token kind, with its payload.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// `%name`, `%0` or `%0#1` (the text after `%`).
    ValueId(String),
    /// `@name` or `@"quoted"` (the name).
    Symbol(String),
    /// `^bb0` (the text after `^`).
    BlockId(String),
    /// `#name` or `#dialect.name` (the text after `#`).
    HashId(String),
    /// A bare identifier or keyword (may contain `.`, `$`).
    Ident(String),
    /// A decimal integer literal (possibly negative).
    Int(i128),
    /// A hexadecimal literal `0x...` (a bit pattern when used for a float).
    Hex(u128),
    /// A float literal.
    Float(f64),
    /// A string literal (unescaped).
    Str(String),
    /// A tensor type, the text between `tensor<` and `>`.
    Tensor(String),
    /// One of `( ) { } [ ] < > , : = ? * ->`.
    Punct(&'static str),
    /// End of input.
    Eof,
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::ValueId(s) => write!(f, "'%{s}'"),
            Tok::Symbol(s) => write!(f, "'@{s}'"),
            Tok::BlockId(s) => write!(f, "'^{s}'"),
            Tok::HashId(s) => write!(f, "'#{s}'"),
            Tok::Ident(s) => write!(f, "'{s}'"),
            Tok::Int(v) => write!(f, "integer {v}"),
            Tok::Hex(v) => write!(f, "integer 0x{v:X}"),
            Tok::Float(v) => write!(f, "float {v:?}"),
            Tok::Str(s) => write!(f, "string {s:?}"),
            Tok::Tensor(s) => write!(f, "'tensor<{s}>'"),
            Tok::Punct(p) => write!(f, "'{p}'"),
            Tok::Eof => f.write_str("end of input"),
        }
    }
}

/// A token with its position.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// What was read.
    pub tok: Tok,
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset one past the last character.
    pub end: usize,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// A lexing error: message and position.
#[derive(Clone, Debug, PartialEq)]
pub struct LexError {
    /// What is wrong.
    pub message: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// Splits `text` into tokens. Comments (`// ...`) are skipped.
pub fn tokenize(text: &str) -> Result<Vec<Token>, LexError> {
    Lexer {
        text,
        bytes: text.as_bytes(),
        pos: 0,
        line: 1,
        col: 1,
    }
    .run()
}

struct Lexer<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    line: u32,
    col: u32,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl Lexer<'_> {
    fn peek(&self, k: usize) -> Option<u8> {
        self.bytes.get(self.pos + k).copied()
    }

    fn bump(&mut self) {
        if let Some(&c) = self.bytes.get(self.pos) {
            // Advance by one UTF-8 character so columns count characters.
            let len = match c {
                0x00..=0x7F => 1,
                0xC0..=0xDF => 2,
                0xE0..=0xEF => 3,
                _ => 4,
            };
            let len = len.min(self.bytes.len() - self.pos).max(1);
            self.pos += len;
            if c == b'\n' {
                self.line += 1;
                self.col = 1;
            } else {
                self.col += 1;
            }
            // Stay on a character boundary even for malformed continuation bytes.
            while self.pos < self.bytes.len() && !self.text.is_char_boundary(self.pos) {
                self.pos += 1;
            }
        }
    }

    fn err(&self, message: impl Into<String>) -> LexError {
        LexError {
            message: message.into(),
            line: self.line,
            col: self.col,
        }
    }

    fn run(mut self) -> Result<Vec<Token>, LexError> {
        let mut out = Vec::new();
        loop {
            // Skip whitespace and comments.
            while let Some(c) = self.peek(0) {
                if c.is_ascii_whitespace() {
                    self.bump();
                } else if c == b'/' && self.peek(1) == Some(b'/') {
                    while let Some(c) = self.peek(0) {
                        if c == b'\n' {
                            break;
                        }
                        self.bump();
                    }
                } else {
                    break;
                }
            }
            let (start, line, col) = (self.pos, self.line, self.col);
            let Some(c) = self.peek(0) else {
                out.push(Token {
                    tok: Tok::Eof,
                    start,
                    end: start,
                    line,
                    col,
                });
                return Ok(out);
            };
            let tok = self.token(c)?;
            out.push(Token {
                tok,
                start,
                end: self.pos,
                line,
                col,
            });
        }
    }

    fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &str {
        let start = self.pos;
        while self.peek(0).is_some_and(&f) {
            self.bump();
        }
        &self.text[start..self.pos]
    }

    fn token(&mut self, c: u8) -> Result<Tok, LexError> {
        match c {
            b'%' => {
                self.bump();
                let name = self.take_while(is_suffix_char).to_string();
                if name.is_empty() {
                    return Err(self.err("expected a value name after '%'"));
                }
                let mut name = name;
                if self.peek(0) == Some(b'#') && self.peek(1).is_some_and(|c| c.is_ascii_digit()) {
                    self.bump();
                    let idx = self.take_while(|c| c.is_ascii_digit()).to_string();
                    name = format!("{name}#{idx}");
                }
                Ok(Tok::ValueId(name))
            }
            b'@' => {
                self.bump();
                if self.peek(0) == Some(b'"') {
                    return Ok(Tok::Symbol(self.string()?));
                }
                let name = self.take_while(is_suffix_char);
                if name.is_empty() {
                    return Err(self.err("expected a symbol name after '@'"));
                }
                Ok(Tok::Symbol(name.to_string()))
            }
            b'^' => {
                self.bump();
                let name = self.take_while(is_suffix_char);
                if name.is_empty() {
                    return Err(self.err("expected a block name after '^'"));
                }
                Ok(Tok::BlockId(name.to_string()))
            }
            b'#' => {
                self.bump();
                let name = self.take_while(is_ident_char);
                if name.is_empty() {
                    return Err(self.err("expected an attribute name after '#'"));
                }
                Ok(Tok::HashId(name.to_string()))
            }
            b'"' => Ok(Tok::Str(self.string()?)),
            b'-' if self.peek(1) == Some(b'>') => {
                self.bump();
                self.bump();
                Ok(Tok::Punct("->"))
            }
            b'-' | b'+' | b'0'..=b'9' => self.number(),
            c if is_ident_start(c) => {
                let ident = self.take_while(is_ident_char).to_string();
                if ident == "tensor" && self.peek(0) == Some(b'<') {
                    self.bump();
                    // Only what a static shape and an element type can contain, so that a
                    // missing '>' is reported where the type ends.
                    let body = self
                        .take_while(|c| {
                            c.is_ascii_alphanumeric()
                                || matches!(c, b'?' | b'*' | b'-' | b' ' | b'\t')
                        })
                        .to_string();
                    if self.peek(0) != Some(b'>') {
                        return Err(self.err("expected '>' to close 'tensor<'"));
                    }
                    self.bump();
                    return Ok(Tok::Tensor(body));
                }
                Ok(Tok::Ident(ident))
            }
            _ => {
                let punct = match c {
                    b'(' => "(",
                    b')' => ")",
                    b'{' => "{",
                    b'}' => "}",
                    b'[' => "[",
                    b']' => "]",
                    b'<' => "<",
                    b'>' => ">",
                    b',' => ",",
                    b':' => ":",
                    b'=' => "=",
                    b'?' => "?",
                    b'*' => "*",
                    _ => {
                        let ch = self.text[self.pos..].chars().next().unwrap_or('?');
                        return Err(self.err(format!("unexpected character {ch:?}")));
                    }
                };
                self.bump();
                Ok(Tok::Punct(punct))
            }
        }
    }

    fn string(&mut self) -> Result<String, LexError> {
        let (line, col) = (self.line, self.col);
        self.bump(); // opening quote
        let mut bytes = Vec::new();
        loop {
            match self.peek(0) {
                None | Some(b'\n') => {
                    return Err(LexError {
                        message: "unterminated string".into(),
                        line,
                        col,
                    });
                }
                Some(b'"') => {
                    self.bump();
                    break;
                }
                Some(b'\\') => {
                    self.bump();
                    match self.peek(0) {
                        Some(b'"') => bytes.push(b'"'),
                        Some(b'\\') => bytes.push(b'\\'),
                        Some(b'n') => bytes.push(b'\n'),
                        Some(b't') => bytes.push(b'\t'),
                        Some(h1)
                            if h1.is_ascii_hexdigit()
                                && self.peek(1).is_some_and(|h| h.is_ascii_hexdigit()) =>
                        {
                            let h2 = self.peek(1).unwrap_or(b'0');
                            let v =
                                u8::from_str_radix(&format!("{}{}", h1 as char, h2 as char), 16)
                                    .unwrap_or(0);
                            bytes.push(v);
                            self.bump();
                        }
                        _ => return Err(self.err("unknown escape sequence in string")),
                    }
                    self.bump();
                }
                Some(_) => {
                    let start = self.pos;
                    self.bump();
                    bytes.extend_from_slice(&self.bytes[start..self.pos]);
                }
            }
        }
        String::from_utf8(bytes).map_err(|_| LexError {
            message: "string is not valid UTF-8".into(),
            line,
            col,
        })
    }

    fn number(&mut self) -> Result<Tok, LexError> {
        let start = self.pos;
        if matches!(self.peek(0), Some(b'-') | Some(b'+')) {
            self.bump();
            if !self.peek(0).is_some_and(|c| c.is_ascii_digit()) {
                return Err(self.err("expected a digit after the sign"));
            }
        }
        if self.peek(0) == Some(b'0') && self.peek(1) == Some(b'x') {
            self.bump();
            self.bump();
            let digits = self.take_while(|c| c.is_ascii_hexdigit()).to_string();
            if digits.is_empty() || digits.len() > 32 {
                return Err(self.err("malformed hexadecimal literal"));
            }
            let v = u128::from_str_radix(&digits, 16)
                .map_err(|_| self.err("malformed hexadecimal literal"))?;
            if self.text[start..].starts_with(['-', '+']) {
                return Err(self.err("hexadecimal literals cannot have a sign"));
            }
            return Ok(Tok::Hex(v));
        }
        self.take_while(|c| c.is_ascii_digit());
        let mut is_float = false;
        if self.peek(0) == Some(b'.') {
            is_float = true;
            self.bump();
            self.take_while(|c| c.is_ascii_digit());
        }
        if matches!(self.peek(0), Some(b'e') | Some(b'E'))
            && (self.peek(1).is_some_and(|c| c.is_ascii_digit())
                || (matches!(self.peek(1), Some(b'-') | Some(b'+'))
                    && self.peek(2).is_some_and(|c| c.is_ascii_digit())))
        {
            is_float = true;
            self.bump();
            if matches!(self.peek(0), Some(b'-') | Some(b'+')) {
                self.bump();
            }
            self.take_while(|c| c.is_ascii_digit());
        }
        let text = &self.text[start..self.pos];
        if is_float {
            text.parse::<f64>()
                .map(Tok::Float)
                .map_err(|_| self.err(format!("malformed float literal '{text}'")))
        } else {
            text.parse::<i128>()
                .map(Tok::Int)
                .map_err(|_| self.err(format!("integer literal '{text}' is too large")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn lexes_op_line() {
        assert_eq!(
            toks("%0#1 = hlo.add %a, %b : tensor<2x3xf32> // c\n->"),
            vec![
                Tok::ValueId("0#1".into()),
                Tok::Punct("="),
                Tok::Ident("hlo.add".into()),
                Tok::ValueId("a".into()),
                Tok::Punct(","),
                Tok::ValueId("b".into()),
                Tok::Punct(":"),
                Tok::Tensor("2x3xf32".into()),
                Tok::Punct("->"),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn numbers_and_strings() {
        assert_eq!(
            toks("-1.5e-3 0x7F 12 \"a\\\"b\\0A\""),
            vec![
                Tok::Float(-1.5e-3),
                Tok::Hex(127),
                Tok::Int(12),
                Tok::Str("a\"b\n".into()),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn errors_have_positions() {
        let e = tokenize("ok\n  \"open").unwrap_err();
        assert_eq!((e.line, e.col), (2, 3));
        let e = tokenize("a ~").unwrap_err();
        assert!(e.message.contains("unexpected character"));
    }
}
