import numpy as np
import tensorflow as tf

TAU = 1e-3


def update_target_network(q_network, target_q_network):
    for q_weight, target_q_weight in zip(q_network.weights, target_q_network.weights):
        target_q_weight.assign(TAU * q_weight + (1 - TAU) * target_q_weight)


def get_experiences(memory_buffer, batch_size, rng):
    idx = rng.choice(len(memory_buffer), size=batch_size, replace=False)
    batch = [memory_buffer[i] for i in idx]
    states, actions, rewards, next_states, dones = map(np.array, zip(*batch))
    return (tf.convert_to_tensor(states, tf.float32),
            tf.convert_to_tensor(actions, tf.float32),
            tf.convert_to_tensor(rewards, tf.float32),
            tf.convert_to_tensor(next_states, tf.float32),
            tf.convert_to_tensor(dones.astype(np.uint8), tf.float32))
