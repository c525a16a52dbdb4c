import tensorflow as tf


class TensorflowModel:
    """Base class: subclasses define the network from the Optuna trial's suggestions."""

    def __init__(self, task, optuna_trial, n_features, n_outputs=1):
        self.task = task
        self.optuna_trial = optuna_trial
        self.n_features = n_features
        self.n_outputs = n_outputs
        self.model = self.define_model()
        lr = optuna_trial.suggest_float("learning_rate", 1e-4, 1e-1, log=True)
        loss = "mse" if task == "regression" else "binary_crossentropy"
        self.model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=lr), loss=loss)

    def define_model(self):
        raise NotImplementedError

    def train_val_loop(self, X_train, y_train, X_val, y_val):
        early_stop = tf.keras.callbacks.EarlyStopping(patience=10, restore_best_weights=True)
        self.model.fit(X_train, y_train, validation_data=(X_val, y_val), epochs=200,
                       batch_size=32, callbacks=[early_stop], verbose=0)
        return self.model.evaluate(X_val, y_val, verbose=0)
