# source: https://github.com/tensorflow/tensorflow/issues/33297
# source: https://discuss.tensorflow.org/t/keras-slow-startup-for-large-models-due-to-metric-initialization/3785
# source: https://tensorflow.google.cn/guide/function?authuser=0
# symptom: random values inside @tf.function behave surprisingly: what is drawn is fixed when the function is traced, not when it is called (33297); initializing hundreds of per-class metrics makes start-up take minutes (forum); a tf.function reads globals only while tracing (guide)
# expect: TFM015 25
# expect: TFM014 35
# expect: TFM003 37
# note: my own training script putting the three together: the augmentation draws its brightness jitter with NumPy inside the traced step, the evaluation step iterates the module-level validation dataset and builds its per-class recall metrics on every trace
import numpy as np
import tensorflow as tf

NUM_CLASSES = 100
(x_train, y_train), (x_val, y_val) = tf.keras.datasets.cifar100.load_data()
train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(10000).batch(128)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)

model = tf.keras.applications.ResNet50V2(weights=None, input_shape=(32, 32, 3), classes=NUM_CLASSES)
optimizer = tf.keras.optimizers.SGD(0.05, momentum=0.9)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy()


@tf.function
def train_step(images, labels):
    images = tf.cast(images, tf.float32) / 255.0
    images = tf.clip_by_value(images + np.random.uniform(-0.2, 0.2), 0.0, 1.0)
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, model(images, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def evaluate():
    recalls = [tf.keras.metrics.Recall(class_id=c) for c in range(NUM_CLASSES)]
    total = tf.constant(0.0)
    for images, labels in val_ds:
        probs = model(tf.cast(images, tf.float32) / 255.0, training=False)
        onehot = tf.one_hot(tf.squeeze(labels, -1), NUM_CLASSES)
        for m in recalls:
            m.update_state(onehot, probs)
    for m in recalls:
        total += m.result()
    return total / NUM_CLASSES


for epoch in range(30):
    for images, labels in train_ds:
        train_step(images, labels)
    print(epoch, float(evaluate()))
