import tensorflow as tf

from ._tensorflow_model import TensorflowModel


class Mlp(TensorflowModel):
    def define_model(self):
        n_layers = self.optuna_trial.suggest_int("n_layers", 1, 5)
        model = tf.keras.Sequential()
        model.add(tf.keras.Input(shape=(self.n_features,)))
        units = self.optuna_trial.suggest_int("n_initial_units", 64, 1024, log=True)
        for layer in range(n_layers):
            model.add(tf.keras.layers.Dense(units, activation="relu"))
            model.add(tf.keras.layers.Dropout(self.optuna_trial.suggest_float("dropout", 0.0, 0.5)))
            units = max(units // 2, 8)
        activation = "linear" if self.task == "regression" else "sigmoid"
        model.add(tf.keras.layers.Dense(self.n_outputs, activation=activation))
        return model
