# source: https://github.com/tensorflow/tensorflow/issues/34606
# symptom: GPU memory keeps growing while prediction tensors are collected in a list, even with the prediction moved into a tf.function
# expect: TFM012 20
# note: the variant the report mentions: the model call is inside a tf.function step and the outputs are collected by a method
import tensorflow as tf


class Scorer:
    def __init__(self, model):
        self.model = model

    @tf.function(input_signature=[tf.TensorSpec([None, 224, 224, 3], tf.float32)])
    def step(self, images):
        return tf.nn.softmax(self.model(images, training=False))

    def score(self, dataset):
        outputs = []
        for images in dataset:
            probs = self.step(images)
            outputs.append(probs)
        return outputs


if __name__ == "__main__":
    net = tf.keras.applications.ResNet50(weights=None)
    ds = tf.data.Dataset.from_tensor_slices(tf.random.uniform((512, 224, 224, 3))).batch(16)
    print(len(Scorer(net).score(ds)))
