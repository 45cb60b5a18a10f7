// `--version` names the commit the tools were built from; shell completions come from the
// command-line definitions, so they cannot drift from them.
// RUN: shardc --version | FileCheck %s --check-prefix=VERSION
// RUN: shardc-opt --version | FileCheck %s --check-prefix=OPTVERSION
// VERSION: {{^}}shardc {{[0-9]+\.[0-9]+\.[0-9]+}} (commit {{([0-9a-f]{7,}|unknown)}}){{$}}
// OPTVERSION: {{^}}shardc-opt {{[0-9]+\.[0-9]+\.[0-9]+}} (commit {{([0-9a-f]{7,}|unknown)}}){{$}}
//
// RUN: shardc completions bash | FileCheck %s --check-prefix=BASH
// BASH: _shardc() {
// BASH: compile
// BASH: --save-outputs
// RUN: shardc completions zsh | FileCheck %s --check-prefix=ZSH
// ZSH: #compdef shardc
// RUN: shardc-opt --generate-completions bash | FileCheck %s --check-prefix=OPTBASH
// OPTBASH: --pass-pipeline
// RUN: not shardc completions tcsh 2>&1 | FileCheck %s --check-prefix=BADSHELL
// BADSHELL: invalid value 'tcsh'
//
// shardc-opt describes itself, not the shardc package.
// RUN: shardc-opt --help | FileCheck %s --check-prefix=HELP
// HELP: Parse, verify, transform and print shardc IR
// HELP-NOT: distributed-training compiler
//
// Pass summaries line up after the longest pass name.
// RUN: shardc-opt --list-passes | FileCheck %s --check-prefix=LIST --strict-whitespace --match-full-lines
// LIST:verify                   Check shapes, types and shardings of every op; report every violation
// LIST:cse                      Merge pure ops that compute the same thing from the same operands
// LIST:populate-sharding-rules  Attach each op's factor-based sharding rule as a `dist.sharding_rule` attribute
module {
}
