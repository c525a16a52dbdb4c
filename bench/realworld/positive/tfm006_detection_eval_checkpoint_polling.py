# source: https://github.com/AhmetFurkanDEMIR/Istanbul-through-the-eyes-of-the-computer/issues/11
# symptom: eager_eval_loop() is called for every new checkpoint and defines the tf.function compute_eval_dict inside, so each evaluation traces a new graph (retracing warnings; the evaluator's memory grows)
# expect: TFM006 11
# note: the repeated caller is a while-True polling loop that waits for checkpoints written by the trainer (Object Detection API model_lib_v2 style)
import time

import tensorflow as tf


def eager_eval_loop(detection_model, eval_dataset, evaluator):
    @tf.function
    def compute_eval_dict(features, labels):
        prediction_dict = detection_model.predict(features["image"], features["true_image_shape"])
        detections = detection_model.postprocess(prediction_dict, features["true_image_shape"])
        losses = detection_model.loss(prediction_dict, features["true_image_shape"])
        return detections, labels, losses

    for features, labels in eval_dataset:
        detections, groundtruth, _ = compute_eval_dict(features, labels)
        evaluator.add_eval_dict({"detections": detections, "groundtruth": groundtruth})
    metrics = evaluator.evaluate()
    evaluator.clear()
    return metrics


def eval_continuously(detection_model, eval_dataset, evaluator, checkpoint_dir, wait_interval=180):
    global_step = tf.Variable(0, dtype=tf.int64, trainable=False)
    ckpt = tf.train.Checkpoint(step=global_step, model=detection_model)
    last_evaluated = None
    while True:
        latest = tf.train.latest_checkpoint(checkpoint_dir)
        if latest is None or latest == last_evaluated:
            time.sleep(wait_interval)
            continue
        ckpt.restore(latest).expect_partial()
        metrics = eager_eval_loop(detection_model, eval_dataset, evaluator)
        print(int(global_step), metrics)
        last_evaluated = latest
