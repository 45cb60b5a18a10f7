module {
}
module {
}
