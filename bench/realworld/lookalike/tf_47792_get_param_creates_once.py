# source: https://github.com/tensorflow/tensorflow/issues/47792
# note: the reporter's get_param() returns the existing tf.Variable on later calls and creates it only when the name is new, so the tf.function creates its variables on the first trace only
import tensorflow as tf

_params = {}


def get_param(name, shape, initializer=tf.random_normal_initializer(stddev=0.05)):
    if name not in _params:
        _params[name] = tf.Variable(initializer(shape), name=name)
    return _params[name]


def network(x):
    w1 = get_param("w1", [784, 256])
    b1 = get_param("b1", [256])
    w2 = get_param("w2", [256, 10])
    b2 = get_param("b2", [10])
    return tf.matmul(tf.nn.relu(tf.matmul(x, w1) + b1), w2) + b2


optimizer = tf.keras.optimizers.Adam(1e-3)


@tf.function
def train_network(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=network(x)))
    variables = list(_params.values())
    optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss


(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
ds = tf.data.Dataset.from_tensor_slices((x_train.reshape(-1, 784).astype("float32") / 255.0, y_train)).batch(128, drop_remainder=True)
for epoch in range(5):
    for x, y in ds:
        loss = train_network(x, y)
    print(epoch, float(loss))
