"""W&B grid sweep over the activity model; each agent run trains one config."""
import math

import wandb
from wandb.integration.keras import WandbMetricsLogger

from data_generator import ActivityData  # project-local Sequence-based loader
from model_def import build_activity_model

SWEEP = {
    "method": "grid",
    "metric": {"name": "val_accuracy", "goal": "maximize"},
    "parameters": {
        "batch_size": {"values": [32, 64]},
        "learning_rate": {"values": [1e-3, 3e-4]},
        "dropout": {"values": [0.2, 0.4]},
        "dense_layer": {"values": [64, 128, 256]},
        "activation": {"values": ["relu", "elu"]},
    },
}


def train_one():
    wandb.init()
    cfg = wandb.config
    data = ActivityData(smooth_factor=3, sample_factor=2)
    model = build_activity_model(data.window, data.channels, data.n_classes,
                                 cfg.dense_layer, cfg.dropout, cfg.activation, cfg.learning_rate)
    model.fit(
        data.train_generator(cfg.batch_size),
        steps_per_epoch=math.ceil(data.train_size / cfg.batch_size),
        validation_data=data.valid_generator(cfg.batch_size),
        validation_steps=math.ceil(data.valid_size / cfg.batch_size),
        epochs=30, verbose=2, callbacks=[WandbMetricsLogger()],
    )
    wandb.finish()


if __name__ == "__main__":
    sweep_id = wandb.sweep(SWEEP, project="activity-cnn")
    wandb.agent(sweep_id, function=train_one)
