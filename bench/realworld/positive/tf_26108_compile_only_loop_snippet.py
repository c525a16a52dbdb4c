# source: https://github.com/tensorflow/tensorflow/issues/26108
# symptom: memory grows by about 20 MB at a time while the same model is compiled over and over, with no training at all
# expect: TFM013 13
# note: the issue's own minimal reproduction, as a snippet without its import line: each compile with optimizer="adam" builds a new optimizer
classifier = tf.keras.models.Sequential([
    tf.keras.Input((28, 28)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(512, activation="relu"),
    tf.keras.layers.Dropout(0.2),
    tf.keras.layers.Dense(10, activation="softmax"),
])
for attempt in range(100000):
    classifier.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
