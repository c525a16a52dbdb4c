import numpy as np

from dataset import load_segmentation_data
from objective import unet_fitness

BOUNDS = np.array([[0.0, 0.5], [1e-5, 1e-2], [0.1, 0.9], [1e-7, 1e-4]])


def optimize(n_particles=10, iterations=10, w=0.7, c1=1.5, c2=1.5, seed=0):
    rng = np.random.default_rng(seed)
    data = load_segmentation_data("./data/train", "./data/masks")
    low, high = BOUNDS[:, 0], BOUNDS[:, 1]
    pos = rng.uniform(low, high, size=(n_particles, len(BOUNDS)))
    vel = np.zeros_like(pos)
    pbest, pbest_cost = pos.copy(), np.full(n_particles, np.inf)
    gbest, gbest_cost = pos[0].copy(), np.inf
    model_no = 0
    for it in range(iterations):
        for i in range(n_particles):
            model_no += 1
            cost = unet_fitness(pos[i], data)
            print(f"iteration {it + 1} model_{model_no}: val_loss={cost:.4f}")
            if cost < pbest_cost[i]:
                pbest[i], pbest_cost[i] = pos[i].copy(), cost
            if cost < gbest_cost:
                gbest, gbest_cost = pos[i].copy(), cost
        r1, r2 = rng.random(pos.shape), rng.random(pos.shape)
        vel = w * vel + c1 * r1 * (pbest - pos) + c2 * r2 * (gbest - pos)
        pos = np.clip(pos + vel, low, high)
    return gbest, gbest_cost


if __name__ == "__main__":
    best, cost = optimize()
    print("best hyper-parameters", best, "val_loss", cost)
