import json

import numpy as np

import modelgen


def train_models_on_samples(X_train, y_train, X_val, y_val, models, nr_epochs=5, subset_size=100):
    histories, val_metrics = [], []
    for i, (model, params, model_type) in enumerate(models):
        print(f"Training model {i} ({model_type})")
        history = model.fit(X_train[:subset_size], y_train[:subset_size], epochs=nr_epochs,
                            batch_size=20, validation_data=(X_val, y_val), verbose=0)
        histories.append(history.history)
        val_metrics.append(max(history.history["val_accuracy"]))
    return histories, val_metrics


def find_best_architecture(X_train, y_train, X_val, y_val, number_of_models=20, out_json="models.json"):
    models = modelgen.generate_models(X_train.shape, y_train.shape[1], number_of_models=number_of_models)
    histories, val_metrics = train_models_on_samples(X_train, y_train, X_val, y_val, models)
    best = int(np.argmax(val_metrics))
    with open(out_json, "w") as f:
        json.dump([{"type": t, "params": {k: np.asarray(v).tolist() for k, v in p.items()},
                    "val_accuracy": m} for (_, p, t), m in zip(models, val_metrics)], f)
    return models[best][0], models[best][1], models[best][2], val_metrics[best]
