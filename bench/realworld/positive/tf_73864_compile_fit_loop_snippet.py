# source: https://github.com/tensorflow/tensorflow/issues/73864
# symptom: RAM keeps growing until the machine crashes with model.compile and model.fit inside a for loop; clear_session and gc do not help (TF 2.17)
# expect: TFM013 7
# note: pasted without imports, as in the report: `tf`, `model` and `data` come from earlier cells
history = []
for r in range(0, 10000):
    model.compile(optimizer="sgd", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    h = model.fit(data, epochs=1, verbose=0)
    history.append(h.history["loss"][-1])
    if r % 100 == 0:
        print(r, history[-1])
