# source: https://github.com/tensorflow/tensorflow/issues/105654
# symptom: ValueError: tf.function only supports singleton tf.Variables created on the first call (model called from a jit-compiled tf.function)
# expect: TFM002 14
# note: the subclassed model creates a tf.Variable in call(); call() runs inside the tf.function for every batch; a tf.Variable created in a traced body is TFM002's pattern (variable-created-in-loop reports it inside tf.functions and Keras-traced code); TFM014 covers the other stateful objects, so each pattern has one rule
import tensorflow as tf


class FeatureScaler(tf.keras.Model):
    def __init__(self, units=16):
        super().__init__()
        self.dense = tf.keras.layers.Dense(units)

    def call(self, inputs):
        scale = tf.Variable(tf.ones([inputs.shape[-1]]), trainable=True, name="feature_scale")
        return self.dense(inputs * scale)


model = FeatureScaler()


@tf.function(jit_compile=True)
def serve(batch):
    return model(batch)


for batch in tf.data.Dataset.from_tensor_slices(tf.random.normal([256, 8])).batch(32):
    outputs = serve(batch)
