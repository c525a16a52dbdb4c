# source: https://github.com/tensorflow/tensorflow/issues/34907
# symptom: in TF 2.1rc0 the {predict,train,test}_on_batch methods are wrapped in a tf.function traced for a fixed batch size, so a loop whose batch size changes every iteration retraces on every call and prints the "triggered tf.function retracing" warning
# expect: TFM007 11
# note: a snippet as posted in an issue, with no imports (tf and np are the usual modules); the loop grows the batch by one row per iteration and feeds it to train_on_batch (a site the catalogue gives TFM007) and then to predict_on_batch, which the report also names but which no rule in the catalogue covers
model = tf.keras.Sequential([
    tf.keras.layers.Dense(1, input_shape=[1])
])
model.compile(optimizer=tf.optimizers.Adam(), loss=tf.losses.MeanSquaredError())

for i in range(1, 300):
    loss = model.train_on_batch(np.ones([i, 1]), np.full([i, 1], 2.0))
    preds = model.predict_on_batch(np.ones([i, 1]))
    if i % 50 == 0:
        print(i, loss, preds[:1])
