import tensorflow as tf


def eager_eval_loop(detection_model, configs, eval_dataset, global_step=None):
    eval_config = configs["eval_config"]

    @tf.function
    def compute_eval_dict(features, labels):
        preprocessed, true_shapes = detection_model.preprocess(features["image"])
        prediction_dict = detection_model.predict(preprocessed, true_shapes)
        losses_dict = detection_model.loss(prediction_dict, true_shapes)
        detections = detection_model.postprocess(prediction_dict, true_shapes)
        return detections, losses_dict

    totals = {}
    for i, (features, labels) in enumerate(eval_dataset):
        if eval_config.get("num_examples") and i >= eval_config["num_examples"]:
            break
        detections, losses_dict = compute_eval_dict(features, labels)
        for name, value in losses_dict.items():
            totals[name] = totals.get(name, 0.0) + float(value)
    count = max(i + 1, 1)
    metrics = {name: value / count for name, value in totals.items()}
    if global_step is not None:
        metrics["global_step"] = global_step
    return metrics
