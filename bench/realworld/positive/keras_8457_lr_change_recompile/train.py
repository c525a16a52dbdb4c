import numpy as np

import utils
from model import build

x = np.load("x.npy")
y = np.load("y.npy")
net = build(x.shape[1:], y.shape[1])
for epoch in range(100):
    utils.set_learning_rate(net, utils.step_decay(epoch))
    net.fit(x, y, batch_size=128, epochs=1, validation_split=0.1)
net.save("final.h5")
