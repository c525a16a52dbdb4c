# source: https://github.com/aymericdamien/TensorFlow-Examples/blob/master/tensorflow_v2/notebooks/6_Hardware/multigpu_training.ipynb
# note: resembles a leak: a gradient tensor is appended to a list in a loop of the training step
# note: as in the multi-GPU example: one gradient per GPU tower, averaged and applied in the same call; the list is local to the step function, which runs once per batch, so it never holds more than the towers of one step
import tensorflow as tf

num_gpus = 2
model = tf.keras.Sequential([tf.keras.Input((784,)), tf.keras.layers.Dense(10)])
optimizer = tf.keras.optimizers.Adam(0.001)


def backprop(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    return tape.gradient(loss, model.trainable_variables)


def average_gradients(tower_grads):
    return [tf.reduce_mean(tf.stack(grads), axis=0) for grads in zip(*tower_grads)]


def run_optimization(x, y):
    tower_grads = []
    share = x.shape[0] // num_gpus
    for i in range(num_gpus):
        with tf.device("/gpu:%d" % i):
            tower_grads.append(backprop(x[i * share:(i + 1) * share], y[i * share:(i + 1) * share]))
    optimizer.apply_gradients(zip(average_gradients(tower_grads), model.trainable_variables))


def train(batches):
    for x, y in batches:
        run_optimization(x, y)
