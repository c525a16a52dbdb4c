"""Random search whose trials are averaged over several executions."""
import numpy as np
import keras_tuner as kt

from tuning.hypermodel import build_model


class RepeatedRandomSearch(kt.RandomSearch):
    def __init__(self, executions, fixed_features, **kwargs):
        super().__init__(hypermodel=build_model, **kwargs)
        self.executions = executions
        self.fixed_features = fixed_features

    def run_trial(self, trial, x, y, validation_data, epochs, batch_size, **kwargs):
        hp = trial.hyperparameters
        hp.Fixed("n_features", self.fixed_features)
        scores = []
        for execution in range(self.executions):
            model = build_model(hp)
            history = model.fit(
                x, y,
                validation_data=validation_data,
                epochs=epochs,
                batch_size=batch_size,
                verbose=0,
            )
            scores.append(min(history.history["val_loss"]))
            print(f"trial {trial.trial_id} execution {execution}: {scores[-1]:.4f}")
        return {"val_loss": float(np.mean(scores))}
