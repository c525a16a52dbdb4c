# source: https://www.codegenes.net/blog/running-the-tensorflow-2-0-code-gives-valueerror-tf-function-decorated-function-tried-to-create-variables-on-non-first-call-what-am-i-doing-wrong
# symptom: ValueError: tf.function-decorated function tried to create variables on non-first call
# note: the blog's fix: layers built once in the model's __init__, the optimizer outside the step
import tensorflow as tf


class Classifier(tf.keras.Model):
    def __init__(self, num_classes):
        super().__init__()
        self.backbone = tf.keras.applications.MobileNetV2(include_top=False, pooling="avg", weights=None, input_shape=(96, 96, 3))
        self.dropout = tf.keras.layers.Dropout(0.2)
        self.head = tf.keras.layers.Dense(num_classes)

    def call(self, images, training=False):
        return self.head(self.dropout(self.backbone(images, training=training), training=training))


model = Classifier(5)
optimizer = tf.keras.optimizers.SGD(0.01)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_step(images, labels):
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, model(images, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for step in range(10):
    train_step(tf.random.uniform([32, 96, 96, 3]), tf.random.uniform([32], 0, 5, dtype=tf.int32))
