# source: https://github.com/GPflow/GPflow/issues/1439
# symptom: "ValueError: Cannot create a tensor proto whose content is larger than 2GB" when the compiled training loss of a model holding a large NumPy dataset is traced: the arrays the loss reads are embedded in the graph as constants
# expect: TFM015 29
# note: a sparse variational regression of my own, written directly in TensorFlow: the compiled loss reads the module-level NumPy arrays of a ~3 GB training set, so tracing bakes them into the graph
import numpy as np
import tensorflow as tf

X_train = np.load("data/train_inputs.npy")    # (20_000_000, 16) float64
Y_train = np.load("data/train_targets.npy")   # (20_000_000, 1) float64
M = 256

Z = tf.Variable(X_train[np.random.choice(len(X_train), M, replace=False)])
log_lengthscales = tf.Variable(np.zeros(X_train.shape[1]))
log_variance = tf.Variable(0.0, dtype=tf.float64)
log_noise = tf.Variable(-2.0, dtype=tf.float64)
q_mu = tf.Variable(np.zeros((M, 1)))
q_sqrt = tf.Variable(np.eye(M))


def rbf(a, b):
    a, b = a / tf.exp(log_lengthscales), b / tf.exp(log_lengthscales)
    sq = tf.reduce_sum(a**2, 1)[:, None] - 2 * a @ tf.transpose(b) + tf.reduce_sum(b**2, 1)[None, :]
    return tf.exp(log_variance) * tf.exp(-0.5 * sq)


@tf.function
def training_loss():
    Kmm = rbf(Z, Z) + 1e-6 * tf.eye(M, dtype=tf.float64)
    Kmn = rbf(Z, X_train)
    L = tf.linalg.cholesky(Kmm)
    A = tf.linalg.triangular_solve(L, Kmn)
    mean = tf.transpose(A) @ tf.linalg.triangular_solve(L, q_mu, adjoint=True)
    noise = tf.exp(log_noise)
    fit = -0.5 * tf.reduce_sum((Y_train - mean) ** 2) / noise
    return -(fit - 0.5 * len(X_train) * tf.math.log(2 * np.pi * noise))


optimizer = tf.keras.optimizers.Adam(0.01)
variables = [Z, log_lengthscales, log_variance, log_noise, q_mu, q_sqrt]
for step in range(2000):
    with tf.GradientTape() as tape:
        loss = training_loss()
    optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
    if step % 100 == 0:
        print(step, float(loss))
