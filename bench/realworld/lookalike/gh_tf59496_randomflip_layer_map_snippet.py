# source: https://github.com/tensorflow/tensorflow/issues/59496
# symptom: (near-miss) random augmentation inside Dataset.map gives all-flipped or none-flipped results on multi-CPU machines
# note: the augmentation layer is created once, outside the mapped function, and the map only calls it; the random values come from TensorFlow ops evaluated per element, not from NumPy at trace time, and no layer is constructed per element. Snippet style: tf, np assumed imported.
augmenter = tf.keras.layers.RandomFlip("vertical", seed=1234)


def augment(image):
    return augmenter(image, training=True)


x = tf.reshape(tf.constant([0, 1]), [1, 2, 1, 1])
dataset = tf.data.Dataset.from_tensor_slices(x).repeat()
dataset = dataset.map(augment, num_parallel_calls=tf.data.AUTOTUNE)

for trial in range(5):
    flipped = 0
    for image in dataset.take(100):
        flipped += int(image[0, 0, 0] == 1)
    print("flipped:", flipped)
