import numpy as np
import tensorflow as tf


class Experiment:
    def __init__(self, hamiltonians, gate_sequences, n_slices=200):
        self.h_drift, self.h_controls = hamiltonians
        self.gate_sequences = gate_sequences
        self.n_slices = n_slices

    def propagation(self, amplitudes, t_final):
        ts = np.linspace(0.0, t_final, self.n_slices + 1)
        dt = tf.Variable(ts[1] - ts[0], dtype=tf.complex128, trainable=False)
        h = self.h_drift[None] + tf.einsum("tc,cij->tij", amplitudes, self.h_controls)
        steps = tf.linalg.expm(-1j * dt * h)
        u = tf.eye(h.shape[-1], dtype=tf.complex128)
        for k in range(self.n_slices):
            u = tf.matmul(steps[k], u)
        return u

    def unitaries(self, params):
        return {name: self.propagation(tf.cast(params[name], tf.complex128), spec["t_final"])
                for name, spec in self.gate_sequences.items()}
