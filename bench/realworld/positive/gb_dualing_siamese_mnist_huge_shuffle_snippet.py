# source: https://github.com/gugarosa/dualing/blob/HEAD/examples/mlp_siamese_learning.py
# symptom: before every epoch the pipeline sits in "Filling up shuffle buffer" and host RAM jumps by the size of the whole training set
# expect: TFM011 9
# note: snippet as pasted from the example (no imports; x, y and the Siamese wrapper come from the library): the batches are built with a literal shuffle buffer of one million elements, far above the dataset size, so every epoch copies the full decoded array into the buffer first.
(x, y), (x_val, y_val) = tf.keras.datasets.mnist.load_data()
x = x.astype("float32") / 255.0
x_val = x_val.astype("float32") / 255.0

batches = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1000000).batch(128)
val_batches = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(128)

mlp = MLP(n_hidden=(512, 256, 128))
s = Siamese(mlp, name="siamese_mlp")
s.compile(optimizer=tf.optimizers.Adam(learning_rate=0.0001))

for epoch in range(10):
    s.fit(batches, epochs=1)
    distances = []
    for x1, _ in val_batches.take(5):
        distances.append(float(tf.reduce_mean(s.predict(x1[:64], x1[64:128]))))
    print("epoch", epoch, "mean pair distance", sum(distances) / len(distances))
