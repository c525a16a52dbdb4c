# source: https://github.com/tae-jun/sample-cnn/issues/4
# symptom: gradient-ascent filter visualization over 6 layers x up to 256 filters of the SampleCNN audio model; every filter adds a loss and gradient op, the run slows down filter after filter
# expect: TFM010 22
# expect: TFM010 23
# note: code as shared in the issue thread (no imports, model/weights loaded elsewhere, TF1 backend); the op-building lines sit directly inside the nested layer/filter loops that run the session
sample_length = 729
step = 1.0
step_num = 18
layer_list = ["activation_1", "activation_2", "activation_3",
              "activation_4", "activation_5", "activation_6"]
nb_filters_list = [128, 128, 128, 256, 256, 256]

model.load_weights(weight_path)
sess = K.get_session()
input_signal = model.input
layer_dict = dict([(layer.name, layer) for layer in model.layers])

for layer_name, nb_filters in zip(layer_list, nb_filters_list):
    kept_filters = []
    for filter_index in range(nb_filters):
        layer_output = layer_dict[layer_name].output
        loss = tf.reduce_mean(layer_output[:, :, filter_index])
        grads = tf.gradients(loss, input_signal)[0]
        grads = grads / (tf.sqrt(tf.reduce_mean(tf.square(grads))) + 1e-9)
        signal = np.random.uniform(-1e-3, 1e-3, (1, sample_length, 1))
        for i in range(step_num):
            loss_value, grads_value = sess.run([loss, grads], feed_dict={input_signal: signal})
            signal += grads_value * step
        if loss_value > 0:
            kept_filters.append((signal[0, :, 0], loss_value))
    np.save("filters_%s.npy" % layer_name, np.array([k[0] for k in kept_filters]))
    print(layer_name, "kept", len(kept_filters), "filters")
