# source: https://github.com/hossein20s/timeseries-autoencoder-lstm/blob/HEAD/LSTNet/util/call_backs.py
# note: the batch-level history callback appends logs.get('loss'), which Keras hands to callbacks as Python floats, not tensors; Callback, model and the data come from the surrounding code
class LossHistory(Callback):
    def on_train_begin(self, logs=None):
        self.losses = []
        self.lrs = []

    def on_batch_end(self, batch, logs=None):
        logs = logs or {}
        self.losses.append(logs.get("loss"))
        self.lrs.append(float(K.get_value(self.model.optimizer.learning_rate)))


history = LossHistory()
model.fit(x_train, y_train, batch_size=128, epochs=30, callbacks=[history])
plt.plot(history.losses)
