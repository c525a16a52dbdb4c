# source: https://github.com/google/qhbm-library/issues/246
# symptom: train_step() is called for every optimisation step and defines the tf.function train_inner_step inside, so every step traces a new graph (retracing warnings, slow training)
# expect: TFM006 14
# note: reached through two calls: the sweep in main() calls train_model(), whose step loop calls train_step()
import tensorflow as tf
from qhbmlib import inference, models


def vqt_loss(model, target_hamiltonian, beta, num_samples):
    return inference.vqt(model, num_samples, target_hamiltonian, beta)


def train_step(model, target_hamiltonian, beta, optimizer, num_samples):
    @tf.function
    def train_inner_step():
        with tf.GradientTape() as tape:
            loss = vqt_loss(model, target_hamiltonian, beta, num_samples)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    return train_inner_step()


def train_model(model, target_hamiltonian, beta, num_steps=500, num_samples=1000):
    optimizer = tf.keras.optimizers.Adam(learning_rate=0.05)
    losses = []
    for _ in range(num_steps):
        losses.append(float(train_step(model, target_hamiltonian, beta, optimizer, num_samples)))
    return losses


def main(hamiltonians, betas):
    results = {}
    for num_qubits, hamiltonian in hamiltonians.items():
        for beta in betas:
            qhbm = models.build_qhbm(num_qubits, num_layers=2)
            results[(num_qubits, beta)] = train_model(qhbm, hamiltonian, tf.constant(beta))
    return results
