from dataclasses import dataclass, fields

import yaml


@dataclass
class TrainConfig:
    data_dir: str = "/data/cityscapes_tfrecords"
    image_size: tuple = (1024, 1024)
    num_classes: int = 19
    batch_size: int = 4
    epochs: int = 60
    learning_rate: float = 1e-3
    workers: int = 8


def load_config(path=None):
    cfg = TrainConfig()
    if path is None:
        return cfg
    with open(path) as f:
        overrides = yaml.safe_load(f) or {}
    known = {f.name for f in fields(TrainConfig)}
    for key, value in overrides.items():
        if key in known:
            setattr(cfg, key, tuple(value) if key == "image_size" else value)
    return cfg
