# source: https://github.com/q-optimize/c3/issues/74
# symptom: during calibration runs TensorFlow keeps warning "5 out of the last 14 calls to <function tf_matmul_left> triggered tf.function retracing"; the decorated propagation helpers are called with Python values that change on every call
# expect: TFM007 44
# note: randomized-benchmarking sweep: the tf.function that multiplies out a gate sequence takes the sequence length as a Python int from range(), so each length traces a new graph
import numpy as np
import tensorflow as tf

CLIFFORDS = tf.constant(np.load("single_qubit_cliffords.npy"), dtype=tf.complex128)  # (24, 2, 2)


@tf.function
def tf_matmul_left(matrices):
    """Left-multiply a stack of unitaries: U_n ... U_2 U_1."""
    result = matrices[0]
    for i in tf.range(1, tf.shape(matrices)[0]):
        result = tf.matmul(matrices[i], result)
    return result


@tf.function
def sequence_fidelity(gate_unitaries, indices, length):
    seq = tf.gather(gate_unitaries, indices[:length])
    total = tf_matmul_left(seq)
    inverse = tf.linalg.adjoint(total)
    final = tf.matmul(inverse, total)
    psi0 = tf.constant([[1.0], [0.0]], dtype=tf.complex128)
    psi = tf.matmul(final, psi0)
    return tf.math.real(tf.math.conj(psi[0, 0]) * psi[0, 0])


def noisy_gates(epsilon):
    noise = tf.linalg.expm(tf.complex(0.0, epsilon) * tf.constant([[0.0, 1.0], [1.0, 0.0]], tf.float64))
    return tf.matmul(tf.cast(noise, tf.complex128), CLIFFORDS)


def rb_decay(epsilon, max_length=400, step=10, n_seeds=30):
    rng = np.random.default_rng(1)
    gates = noisy_gates(epsilon)
    lengths, survival = [], []
    for length in range(step, max_length + 1, step):
        fids = []
        for _ in range(n_seeds):
            indices = tf.constant(rng.integers(0, 24, size=max_length))
            fids.append(float(sequence_fidelity(gates, indices, length)))
        lengths.append(length)
        survival.append(np.mean(fids))
    return np.array(lengths), np.array(survival)


if __name__ == "__main__":
    for eps in (0.001, 0.005, 0.01):
        ls, ps = rb_decay(eps)
        print(eps, np.polyfit(ls, np.log(ps), 1)[0])
