# source: https://github.com/tensorflow/tensorflow/issues/34617
# symptom: "ValueError: model_fn (<tensorflow.python.eager.def_function.Function object ...>) must include features argument" after the user decorated the Estimator model_fn with @tf.function; the function builds every Keras layer of the network inside the traced body
# expect: TFM014 13
# note: MNIST CNN for tf.estimator with the layers imported by a star import; the layers (and the optimizer) are created inside the tf.function, so each trace builds new ones
import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import *


@tf.function
def model_fn(features, labels, mode, params):
    img = tf.reshape(features["x"], [-1, 28, 28, 1])
    x = Conv2D(32, (3, 3), activation="relu")(img)
    x = MaxPool2D((2, 2), 2)(x)
    x = Conv2D(64, (3, 3), activation="relu")(x)
    x = MaxPool2D((2, 2), 2)(x)
    x = Flatten()(x)
    x = Dense(256, activation="relu")(x)
    x = Dropout(0.4)(x, training=mode == tf.estimator.ModeKeys.TRAIN)
    logits = Dense(10)(x)

    predictions = {"classes": tf.argmax(logits, axis=1), "probabilities": tf.nn.softmax(logits)}
    if mode == tf.estimator.ModeKeys.PREDICT:
        return tf.estimator.EstimatorSpec(mode=mode, predictions=predictions)

    loss = tf.compat.v1.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)
    if mode == tf.estimator.ModeKeys.TRAIN:
        optimizer = tf.compat.v1.train.AdamOptimizer(params["learning_rate"])
        train_op = optimizer.minimize(loss, global_step=tf.compat.v1.train.get_global_step())
        return tf.estimator.EstimatorSpec(mode=mode, loss=loss, train_op=train_op)

    metrics = {"accuracy": tf.compat.v1.metrics.accuracy(labels, predictions["classes"])}
    return tf.estimator.EstimatorSpec(mode=mode, loss=loss, eval_metric_ops=metrics)


(x_train, y_train), (x_test, y_test) = tf.keras.datasets.mnist.load_data()
x_train = (x_train / 255.0).astype(np.float32)
x_test = (x_test / 255.0).astype(np.float32)

classifier = tf.estimator.Estimator(model_fn=model_fn, model_dir="/tmp/mnist_cnn", params={"learning_rate": 1e-3})
for epoch in range(10):
    classifier.train(
        tf.compat.v1.estimator.inputs.numpy_input_fn({"x": x_train}, y_train.astype(np.int32), batch_size=100, shuffle=True),
        steps=600,
    )
    print(classifier.evaluate(tf.compat.v1.estimator.inputs.numpy_input_fn({"x": x_test}, y_test.astype(np.int32), shuffle=False)))
