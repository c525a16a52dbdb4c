# source: https://github.com/tensorflow/tensorflow/issues/36574
# symptom: iterative magnitude pruning (lottery ticket style): each pruning round initializes a new network, a new mask model and a new Adam optimizer and trains them through the same @tf.function train_step, which fails with "tf.function-decorated function tried to create variables on non-first call"; the rounds also keep adding models to the process
# expect: TFM009 57
# note: the round loop is at module level (script shape from the report); the network comes from a same-module builder returning a Sequential; the second model built in the same round (the mask model) is a related location of the same site
import numpy as np
import tensorflow as tf
from tensorflow.keras import layers

(x_train, y_train), (x_test, y_test) = tf.keras.datasets.mnist.load_data()
x_train, x_test = x_train.astype("float32") / 255.0, x_test.astype("float32") / 255.0
train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(10000).batch(60)
test_ds = tf.data.Dataset.from_tensor_slices((x_test, y_test)).batch(60)

loss_fn = tf.keras.losses.SparseCategoricalCrossentropy()
train_loss = tf.keras.metrics.Mean(name="train_loss")
train_accuracy = tf.keras.metrics.SparseCategoricalAccuracy(name="train_accuracy")
test_loss = tf.keras.metrics.Mean(name="test_loss")


def pruned_nn(masks=None):
    model = tf.keras.Sequential([
        layers.Flatten(input_shape=(28, 28)),
        layers.Dense(300, activation="relu"),
        layers.Dense(100, activation="relu"),
        layers.Dense(10, activation="softmax"),
    ])
    if masks is not None:
        model.set_weights([w * m for w, m in zip(model.get_weights(), masks)])
    return model


@tf.function
def train_step(model, mask_model, optimizer, x, y):
    with tf.GradientTape() as tape:
        y_pred = model(x)
        loss = loss_fn(y, y_pred)
    grads = tape.gradient(loss, model.trainable_variables)
    grads = [g * m for g, m in zip(grads, mask_model.trainable_variables)]
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_loss(loss)
    train_accuracy(y, y_pred)


def prune_masks(model, rate):
    masks = []
    for w in model.get_weights():
        if w.ndim > 1:
            cutoff = np.percentile(np.abs(w), rate * 100)
            masks.append((np.abs(w) > cutoff).astype("float32"))
        else:
            masks.append(np.ones_like(w))
    return masks


masks = None
for round_idx in range(10):
    model_gt = pruned_nn(masks)
    mask_model = pruned_nn()
    if masks is not None:
        mask_model.set_weights(masks)
    optimizer = tf.keras.optimizers.Adam(learning_rate=0.0012)
    best_val_loss, patience = 1.0, 0
    for epoch in range(50):
        for x, y in train_ds:
            train_step(model_gt, mask_model, optimizer, x, y)
        for x, y in test_ds:
            test_loss(loss_fn(y, model_gt(x)))
        if test_loss.result() < best_val_loss - 0.001:
            best_val_loss, patience = float(test_loss.result()), 0
        else:
            patience += 1
        for metric in (train_loss, train_accuracy, test_loss):
            metric.reset_states()
        if patience >= 3:
            break
    masks = prune_masks(model_gt, rate=1 - 0.8 ** (round_idx + 1))
    print(f"round {round_idx}: best val loss {best_val_loss:.4f}")
