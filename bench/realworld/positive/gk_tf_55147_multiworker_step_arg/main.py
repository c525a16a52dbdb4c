import json
import os

import tensorflow as tf

from input_pipeline import make_dataset
from model import build_ctr_model
from trainer import DistributedTrainer


def main():
    tf_config = json.loads(os.environ.get("TF_CONFIG", "{}"))
    strategy = tf.distribute.MultiWorkerMirroredStrategy()
    per_worker_batch = 256
    num_workers = len(tf_config.get("cluster", {}).get("worker", [])) or 1
    global_batch = per_worker_batch * num_workers

    trainer = DistributedTrainer(strategy, build_ctr_model, global_batch)
    dataset = make_dataset("gs://ctr-data/train-*.tfrecord", global_batch)
    dist_dataset = strategy.experimental_distribute_dataset(dataset)
    model = trainer.fit(dist_dataset, steps=200000)
    if tf_config.get("task", {}).get("index", 0) == 0:
        model.save("export/ctr")


if __name__ == "__main__":
    main()
