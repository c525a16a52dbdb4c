import json

import numpy as np
import tensorflow as tf

from core.training import training_step, validation_step


def federated_training(name, model_fn, num_vehicles, train_x, train_y, val_x, val_y,
                       epochs=15, batch_size=16):
    loss_fn = tf.keras.losses.CategoricalCrossentropy()
    vehicle_optimisers = [tf.keras.optimizers.Adam() for _ in range(num_vehicles)]
    global_model = model_fn()
    vehicle_models = [model_fn() for _ in range(num_vehicles)]

    shards = np.array_split(np.arange(len(train_x)), num_vehicles)
    vehicle_datasets = [
        tf.data.Dataset.from_tensor_slices((train_x[idx], train_y[idx])).shuffle(512).batch(batch_size)
        for idx in shards
    ]
    loss_metric = tf.keras.metrics.Mean(name="loss")
    metrics = [tf.keras.metrics.TopKCategoricalAccuracy(k=1, name="top-1-accuracy"),
               tf.keras.metrics.TopKCategoricalAccuracy(k=10, name="top-10-accuracy")]

    history = []
    for epoch in range(epochs):
        epoch_results = {}
        for vehicle_id in range(num_vehicles):
            for batch_x, batch_y in vehicle_datasets[vehicle_id]:
                loss = training_step(vehicle_models[vehicle_id], batch_x, batch_y, loss_fn,
                                     vehicle_optimisers[vehicle_id], metrics)
                loss_metric.update_state(loss)
            result = {"loss": float(loss_metric.result())}
            loss_metric.reset_state()
            validation_step(vehicle_models[vehicle_id], val_x, val_y, metrics)
            for metric in metrics:
                result[f"validation-{metric.name}"] = float(metric.result())
                metric.reset_state()
            epoch_results[f"vehicle {vehicle_id}"] = result

        averaged = [np.mean(w, axis=0) for w in zip(*[m.get_weights() for m in vehicle_models])]
        global_model.set_weights(averaged)
        for model in vehicle_models:
            model.set_weights(averaged)
        history.append(epoch_results)
        print(f"epoch {epoch + 1}: {epoch_results}")

    with open(f"federated-{num_vehicles}-{name}-history.json", "w") as f:
        json.dump(history, f)
    return global_model
