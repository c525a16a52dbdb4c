import time

import numpy as np
from sklearn.metrics import precision_recall_fscore_support
from tensorflow.keras.optimizers import Adam

from deepfinder import models
from deepfinder.sampling import sample_batch


class Train:
    def __init__(self, num_classes, dim_in, path_out="./"):
        self.num_classes = num_classes
        self.dim_in = dim_in
        self.path_out = path_out
        self.batch_size = 25
        self.epochs = 100
        self.steps_per_epoch = 100
        self.steps_per_valid = 10
        self.net = models.segmentation_net(dim_in, num_classes)
        self.optimizer = Adam(learning_rate=1e-4)
        self.labels = list(range(num_classes))
        self.history = {"loss": [], "val_loss": [], "val_f1": []}

    def launch(self, data, targets, objects_train, objects_valid):
        self.net.compile(optimizer=self.optimizer, loss="categorical_crossentropy",
                         metrics=["accuracy"])
        for epoch in range(self.epochs):
            start = time.time()
            train_losses = []
            for it in range(self.steps_per_epoch):
                x, y = sample_batch(data, targets, objects_train, self.batch_size, self.dim_in)
                loss, acc = self.net.train_on_batch(x, y)
                train_losses.append(float(loss))

            val_losses, f1_scores = [], []
            for it in range(self.steps_per_valid):
                x_val, y_val = sample_batch(data, targets, objects_valid, self.batch_size, self.dim_in)
                val_loss, val_acc = self.net.evaluate(x_val, y_val, verbose=0)
                y_pred = self.net.predict(x_val, verbose=2)
                scores = precision_recall_fscore_support(
                    y_val.argmax(axis=-1).ravel(), y_pred.argmax(axis=-1).ravel(),
                    average=None, labels=self.labels, zero_division=0)
                val_losses.append(val_loss)
                f1_scores.append(scores[2])

            self.history["loss"].append(train_losses)
            self.history["val_loss"].append(val_losses)
            self.history["val_f1"].append(np.mean(f1_scores, axis=0))
            print(f"epoch {epoch + 1}/{self.epochs} val_loss {np.mean(val_losses):.3f} "
                  f"({time.time() - start:.1f}s)")
            if (epoch + 1) % 10 == 0:
                self.net.save(f"{self.path_out}net_weights_epoch{epoch + 1}.h5")
        self.net.save(f"{self.path_out}net_weights_FINAL.h5")
