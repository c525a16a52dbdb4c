import tensorflow as tf

from .experiment import Experiment
from .fidelity import average_infidelity


def optimise_pulses(experiment: Experiment, init_params, ideal, iterations=500, lr=1e-2):
    params = {name: tf.Variable(value, dtype=tf.float64) for name, value in init_params.items()}
    optimizer = tf.keras.optimizers.Adam(learning_rate=lr)
    for it in range(iterations):
        with tf.GradientTape() as tape:
            loss = average_infidelity(experiment.unitaries(params), ideal)
        grads = tape.gradient(loss, list(params.values()))
        optimizer.apply_gradients(zip(grads, params.values()))
        if it % 20 == 0:
            print(f"iteration {it}: infidelity {float(loss):.3e}")
    return {name: var.numpy() for name, var in params.items()}
