"dist.mesh"() {a.x = #foo<"x"
