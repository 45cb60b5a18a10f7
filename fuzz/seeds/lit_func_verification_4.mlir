func.func @empty() -> () {
}
