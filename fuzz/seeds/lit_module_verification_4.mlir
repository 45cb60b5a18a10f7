"builtin.module"() ({
}) : (tensor<f32>) -> ()
