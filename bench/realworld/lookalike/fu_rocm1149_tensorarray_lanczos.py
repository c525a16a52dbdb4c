# source: https://github.com/ROCm/tensorflow-upstream/issues/1149
# note: the maintainer's rewrite from the thread: the inner Krylov loop runs inside a tf.function with a TensorArray instead of Python lists of eager tensors, and the outer loop only keeps Python floats (float(...)) in its history

import numpy as np
import tensorflow as tf

dtype = tf.float64
N = 2000
K = 60
rng = np.random.default_rng(0)
A = rng.normal(size=(N, N))
A = tf.constant((A + A.T) / 2.0, dtype=dtype)


@tf.function(input_signature=[tf.TensorSpec([N], dtype)])
def lanczos(q0):
    q = tf.TensorArray(dtype, size=K + 1, clear_after_read=False)
    alphas = tf.TensorArray(dtype, size=K)
    betas = tf.TensorArray(dtype, size=K)
    q = q.write(0, q0 / tf.norm(q0))
    for j in tf.range(K):
        qj = q.read(j)
        y = tf.linalg.matvec(A, qj)
        alpha = tf.tensordot(qj, y, 1)
        qs = q.stack()[: j + 1]
        y = y - tf.linalg.matvec(qs, tf.linalg.matvec(qs, y), transpose_a=True)
        beta = tf.norm(y)
        alphas = alphas.write(j, alpha)
        betas = betas.write(j, beta)
        q = q.write(j + 1, y / beta)
    return alphas.stack(), betas.stack(), q.stack()[:K]


x = tf.constant(rng.normal(size=N), dtype=dtype)
residuals = []
for outer in range(50):
    a, b, basis = lanczos(x)
    tri = np.diag(a.numpy()) + np.diag(b.numpy()[:-1], 1) + np.diag(b.numpy()[:-1], -1)
    evals, evecs = np.linalg.eigh(tri)
    x = tf.linalg.matvec(basis, tf.constant(evecs[:, 0], dtype=dtype), transpose_a=True)
    residuals.append(float(tf.norm(tf.linalg.matvec(A, x) - evals[0] * x)))
    if residuals[-1] < 1e-8:
        break
print(len(residuals), residuals[-1])
