import numpy as np
import tensorflow as tf

from cnn_fitness import fitness

LOWER = np.array([8, 2, 32, 1e-4])
UPPER = np.array([64, 5, 256, 1e-2])


def load_data():
    (x_train, y_train), (x_test, y_test) = tf.keras.datasets.mnist.load_data()
    return (x_train[..., None] / 255.0, y_train), (x_test[..., None] / 255.0, y_test)


def ldwpso(n_particles=10, n_iterations=15, w_max=0.9, w_min=0.4, c1=2.0, c2=2.0):
    data = load_data()
    pos = np.random.uniform(LOWER, UPPER, size=(n_particles, 4))
    vel = np.zeros_like(pos)
    pbest, pbest_cost = pos.copy(), np.full(n_particles, np.inf)
    gbest, gbest_cost = pos[0].copy(), np.inf
    for it in range(n_iterations):
        w = w_max - (w_max - w_min) * it / n_iterations
        for i in range(n_particles):
            tf.keras.backend.clear_session()
            cost = fitness(pos[i], data)
            if cost < pbest_cost[i]:
                pbest[i], pbest_cost[i] = pos[i].copy(), cost
            if cost < gbest_cost:
                gbest, gbest_cost = pos[i].copy(), cost
        r1, r2 = np.random.rand(*pos.shape), np.random.rand(*pos.shape)
        vel = w * vel + c1 * r1 * (pbest - pos) + c2 * r2 * (gbest - pos)
        pos = np.clip(pos + vel, LOWER, UPPER)
        print("iteration %d best error %.4f" % (it, gbest_cost))
    return gbest


if __name__ == "__main__":
    print(ldwpso())
