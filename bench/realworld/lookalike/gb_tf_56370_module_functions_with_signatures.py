# source: https://github.com/tensorflow/tensorflow/issues/56370
# note: every tf.function on the exported module has an input_signature with None dimensions (F1_SIG / F2_SIG in the report); calling them with batches of different sizes reuses one concrete function each. The double trace at save time reported in the thread is a one-off cost of tf.saved_model.save, not growth.
import numpy as np
import tensorflow as tf

F1_SIG = [tf.TensorSpec([None, None], tf.float32, name="inputs_1")]
F2_SIG = [tf.TensorSpec([None], tf.float32, name="inputs_2")]


class CustomModel(tf.keras.Model):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.dense = tf.keras.layers.Dense(1)

    def call(self, inputs):
        return self.dense(inputs)


class Exported(tf.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    @tf.function(input_signature=F1_SIG)
    def score(self, x):
        return self.model(x)

    @tf.function(input_signature=F2_SIG)
    def normalize(self, v):
        return (v - tf.reduce_mean(v)) / (tf.math.reduce_std(v) + 1e-6)


if __name__ == "__main__":
    module = Exported(CustomModel())
    module.score(tf.zeros([1, 8]))
    tf.saved_model.save(module, "/tmp/exported", signatures={"score": module.score, "normalize": module.normalize})
    rng = np.random.default_rng(0)
    for n in range(1, 200):
        module.score(rng.normal(size=(n, 8)).astype("float32"))
        module.normalize(rng.normal(size=(n,)).astype("float32"))
    print(module.score.experimental_get_tracing_count(), module.normalize.experimental_get_tracing_count())
