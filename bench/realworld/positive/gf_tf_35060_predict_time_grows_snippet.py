# source: https://github.com/tensorflow/tensorflow/issues/35060
# symptom: model predict time increases on every iteration of a loop over input tensors (ResNet-32, TF 1.14); the first call takes about 2 s, later calls keep getting slower
# expect: TFM008 10
# note: snippet as posted: no imports, keras, time and the list of input arrays come from the user's session.
model = keras.models.load_model('resnet32_custom_input.h5')

timings = []
for idx, tensor in enumerate(input_tensors):
    start_time = time.time()
    scores = model.predict(tensor)
    timings.append(time.time() - start_time)
    print('--- %.4f seconds ---' % timings[-1])
    print(scores.argmax(axis=-1)[0])

print('first %.3f s, last %.3f s' % (timings[0], timings[-1]))
