# source: https://www.codegenes.net/blog/running-the-tensorflow-2-0-code-gives-valueerror-tf-function-decorated-function-tried-to-create-variables-on-non-first-call-what-am-i-doing-wrong
# symptom: ValueError: tf.function-decorated function tried to create variables on non-first call
# expect: TFM014 15
# note: the classification head is built by a helper that the tf.function training step calls, so a new Dense layer is made on every trace
import tensorflow as tf

backbone = tf.keras.applications.MobileNetV2(include_top=False, pooling="avg", weights=None, input_shape=(96, 96, 3))
optimizer = tf.keras.optimizers.SGD(0.01)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
NUM_CLASSES = 5


def classifier_head(features):
    dropped = tf.nn.dropout(features, rate=0.2)
    return tf.keras.layers.Dense(NUM_CLASSES)(dropped)


def forward(images):
    features = backbone(images, training=True)
    return classifier_head(features)


@tf.function
def train_step(images, labels):
    with tf.GradientTape() as tape:
        logits = forward(images)
        loss = loss_fn(labels, logits)
    grads = tape.gradient(loss, backbone.trainable_variables)
    optimizer.apply_gradients(zip(grads, backbone.trainable_variables))
    return loss


ds = tf.data.Dataset.from_tensor_slices(
    (tf.random.uniform([256, 96, 96, 3]), tf.random.uniform([256], 0, NUM_CLASSES, dtype=tf.int32))
).batch(32)
for epoch in range(3):
    for images, labels in ds:
        loss = train_step(images, labels)
    print(epoch, float(loss))
