# source: https://github.com/Tsinglung-Tseng/GoRock/blob/HEAD/src/hotpot/log.py
# note: the callback keeps a per-batch loss history, but the values come from the logs dict, which Keras hands to callbacks as Python floats / NumPy scalars, not tensors produced in a training loop; the list grows by one float per batch.
class LossHistory(tf.keras.callbacks.Callback):
    def on_train_begin(self, logs={}):
        self.losses = []
        self.val_losses = []

    def on_batch_end(self, batch, logs={}):
        self.losses.append(logs.get("loss"))

    def on_epoch_end(self, epoch, logs={}):
        self.val_losses.append(logs.get("val_loss"))


history = LossHistory()
model.fit(train_x, train_y, validation_split=0.1, epochs=EPOCHS, batch_size=256, callbacks=[history])
plt.plot(history.losses, label="batch loss")
plt.plot(np.linspace(0, len(history.losses), len(history.val_losses)), history.val_losses, label="val")
plt.legend()
plt.savefig("loss.png")
