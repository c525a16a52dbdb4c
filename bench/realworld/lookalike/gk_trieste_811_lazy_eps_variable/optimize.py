import numpy as np
import tensorflow as tf

from acquisition import BatchMonteCarloEI
from gp_model import fit_gp


def objective(x):
    return np.sin(3 * x[:, :1]) + x[:, 1:] ** 2


x = np.random.rand(20, 2)
y = objective(x)
model = fit_gp(x, y)
acq = BatchMonteCarloEI(model, eta=float(y.min()))

best_score, best_x = -np.inf, None
for restart in range(200):
    candidates = tf.constant(np.random.rand(512, 1, 2))
    scores = acq(candidates)[:, 0]
    i = int(tf.argmax(scores))
    if float(scores[i]) > best_score:
        best_score, best_x = float(scores[i]), candidates[i].numpy()
print(best_x, best_score)
