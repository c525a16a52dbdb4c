import time

import tensorflow as tf

from object_detection import model_lib_v2


def evaluate_forever(model_dir, pipeline, eval_dataset, poll_seconds=60):
    last_checkpoint = None
    while True:
        checkpoint = tf.train.latest_checkpoint(model_dir)
        if checkpoint is None or checkpoint == last_checkpoint:
            time.sleep(poll_seconds)
            continue
        detection_model = pipeline.build_detection_model(is_training=False)
        tf.train.Checkpoint(model=detection_model).restore(checkpoint).expect_partial()
        step = int(checkpoint.rsplit("-", 1)[-1])
        metrics = model_lib_v2.eager_eval_loop(detection_model, pipeline.configs, eval_dataset, global_step=step)
        print(f"step {step}: " + ", ".join(f"{k}={float(v):.4f}" for k, v in metrics.items()))
        last_checkpoint = checkpoint
