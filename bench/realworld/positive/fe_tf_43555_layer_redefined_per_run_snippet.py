# source: https://github.com/tensorflow/tensorflow/issues/43555
# symptom: "Spurious tf.function retracing warnings when developing Keras layer in colab": re-running the cell that defines a custom layer and a small functional model (the thread reproduces it with a for loop around the class definition) prints the predict_function retracing warning after a few runs
# expect: TFM009 17
# note: snippet in the thread's loop form: each iteration redefines the layer class, builds a new functional Model on a new Input and calls predict on it; the predict of each freshly built model is not a site of its own (issue 10 F: one predict per model built in the same iteration is TFM009's root cause, reported at 17)
import tensorflow as tf

for ii in range(10):
    class MyLayer(tf.keras.layers.Layer):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)

        def call(self, inputs, training=None):
            return inputs * 2.0

    i1 = tf.keras.Input(shape=(1,))
    logits = MyLayer()(i1)
    model = tf.keras.Model(inputs=i1, outputs=logits)
    print(model.predict(x=[[0.0], [1.0], [3.0]], batch_size=1))
