# source: https://github.com/tensorflow/tensorflow/issues/34025
# symptom: "5 of the last 5 calls to <function get_model_train_step_function.<locals>.train_step_fn> triggered tf.function retracing" once the training images carry different numbers of boxes
# expect: TFM001 14
# note: from a comment in the thread (few-shot Object Detection API fine-tuning): the factory runs once, but the box lists change shape from batch to batch, so the returned tf.function is retraced
import random

import tensorflow as tf
from object_detection.builders import model_builder

BATCH_SIZE = 4


def get_model_train_step_function(model, optimizer, vars_to_fine_tune):
    @tf.function
    def train_step_fn(image_tensors, groundtruth_boxes_list, groundtruth_classes_list):
        shapes = tf.constant(BATCH_SIZE * [[640, 640, 3]], dtype=tf.int32)
        model.provide_groundtruth(groundtruth_boxes_list=groundtruth_boxes_list,
                                  groundtruth_classes_list=groundtruth_classes_list)
        with tf.GradientTape() as tape:
            images = tf.concat([model.preprocess(img)[0] for img in image_tensors], axis=0)
            prediction_dict = model.predict(images, shapes)
            losses = model.loss(prediction_dict, shapes)
            total = losses["Loss/localization_loss"] + losses["Loss/classification_loss"]
        grads = tape.gradient(total, vars_to_fine_tune)
        optimizer.apply_gradients(zip(grads, vars_to_fine_tune))
        return total
    return train_step_fn


def fine_tune(configs, images, boxes, classes, num_batches=200):
    detection_model = model_builder.build(model_config=configs["model"], is_training=True)
    to_fine_tune = [v for v in detection_model.trainable_variables
                    if v.name.startswith("WeightSharedConvolutionalBoxPredictor")]
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)
    train_step_fn = get_model_train_step_function(detection_model, optimizer, to_fine_tune)
    for _ in range(num_batches):
        keys = random.sample(range(len(images)), BATCH_SIZE)
        loss = train_step_fn([images[k] for k in keys],
                             [boxes[k] for k in keys],     # shape (n_boxes_k, 4), n_boxes_k varies
                             [classes[k] for k in keys])
    return detection_model
