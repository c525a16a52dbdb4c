# source: https://github.com/keras-team/keras/issues/14874
# note: correct: what the callback in the thread actually needs without recompiling: after the warm-up it only changes the existing optimizer's learning rate in place from on_epoch_end; there is no compile (and no model or variable creation) in the hook. Snippet pasted from a notebook: tf, model, x_train and y_train come from earlier cells
WARMUP_EPOCHS = 2


class DecayAfterWarmup(tf.keras.callbacks.Callback):
    def __init__(self, warmup_epochs, factor=0.5, min_lr=1e-5):
        super().__init__()
        self.warmup_epochs = warmup_epochs
        self.factor = factor
        self.min_lr = min_lr

    def on_epoch_end(self, epoch, logs=None):
        if epoch + 1 < self.warmup_epochs:
            return
        lr = float(self.model.optimizer.learning_rate)
        new_lr = max(lr * self.factor, self.min_lr)
        self.model.optimizer.learning_rate.assign(new_lr)
        print(f"epoch {epoch}: learning rate {lr:.2e} -> {new_lr:.2e}")


model.compile(optimizer=tf.keras.optimizers.RMSprop(learning_rate=1e-3), loss="mse", metrics=["mae"])
model.fit(x_train, y_train, batch_size=256, epochs=30, validation_split=0.1,
          callbacks=[DecayAfterWarmup(WARMUP_EPOCHS)])
