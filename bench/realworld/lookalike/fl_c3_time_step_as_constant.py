# source: https://github.com/q-optimize/c3/issues/38
# note: the change proposed in the issue: the time step inside the propagation is a tf.constant rather than a freshly created tf.Variable, so repeated propagations in the optimisation loop allocate no new variables (the tape still differentiates through the amplitudes)
import numpy as np
import tensorflow as tf


def propagate(amplitudes, h_drift, h_controls, t_final, n_slices=100):
    ts = np.linspace(0.0, t_final, n_slices + 1)
    dt = tf.constant(ts[1] - ts[0], dtype=tf.complex128)
    h = h_drift[None] + tf.einsum("tc,cij->tij", tf.cast(amplitudes, tf.complex128), h_controls)
    steps = tf.linalg.expm(-1j * dt * h)
    u = tf.eye(h.shape[-1], dtype=tf.complex128)
    for k in range(n_slices):
        u = tf.matmul(steps[k], u)
    return u


sx = tf.constant([[0, 1], [1, 0]], dtype=tf.complex128)
sz = tf.constant([[1, 0], [0, -1]], dtype=tf.complex128)
target = sx
amps = tf.Variable(tf.random.uniform((100, 1), dtype=tf.float64))
opt = tf.keras.optimizers.Adam(1e-2)
for it in range(300):
    with tf.GradientTape() as tape:
        u = propagate(amps, 0.5 * sz, sx[None], t_final=10.0)
        loss = 1.0 - tf.abs(tf.linalg.trace(tf.linalg.adjoint(target) @ u)) ** 2 / 4.0
    opt.apply_gradients([(tape.gradient(loss, amps), amps)])
print(float(loss))
