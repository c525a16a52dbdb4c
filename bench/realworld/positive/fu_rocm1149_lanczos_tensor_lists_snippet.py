# source: https://github.com/ROCm/tensorflow-upstream/issues/1149
# symptom: memory use grows steadily over a long eager run of an iterative Krylov/Lanczos solver that bounces between TensorFlow and NumPy; the process ends up using several GB
# expect: TFM012 17
# expect: TFM012 30
# note: snippet as posted, relying on helpers (inner, apply_operator) and imports from elsewhere; every inner iteration appends new eager tensors to Python lists and the outer loop keeps a history of tensor residuals

def lanczos(q0, k):
    q = [q0 / tf.norm(q0)]
    alphas, betas = [], []
    for j in range(k):
        y = apply_operator(q[j])
        alpha = inner(q[j], y)
        alphas.append(alpha)
        for i in range(j + 1):
            y = y - inner(q[i], y) * q[i]
        beta = tf.norm(y)
        betas.append(beta)
        q.append(y / beta)
    return tf.stack(alphas), tf.stack(betas[:-1]), q


residuals = []
x = tf.random.normal([n])
for outer in range(max_restarts):
    a, b, basis = lanczos(x, krylov_dim)
    tri = np.diag(a.numpy()) + np.diag(b.numpy(), 1) + np.diag(b.numpy(), -1)
    evals, evecs = np.linalg.eigh(tri)
    x = tf.add_n([c * v for c, v in zip(evecs[:, 0], basis[:-1])])
    res = tf.norm(apply_operator(x) - evals[0] * x)
    residuals.append(res)
    if res < tol:
        break
