import numpy as np

import utils
from net import two_head_net

EPOCHS = 60

if __name__ == "__main__":
    data = np.load("cells.npz")
    x, masks, labels = data["x"], data["masks"], data["labels"]
    model = two_head_net(x.shape[1:], labels.shape[1])
    for epoch in range(EPOCHS):
        alpha, beta = utils.schedule(epoch, EPOCHS)
        utils.set_loss_weights(model, alpha, beta)
        model.fit(
            x,
            {"segmentation": masks, "classification": labels},
            batch_size=16,
            epochs=epoch + 1,
            initial_epoch=epoch,
            validation_split=0.1,
        )
    model.save("two_head.h5")
