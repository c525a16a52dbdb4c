# source: https://github.com/tensorflow/models/blob/master/research/object_detection/colab_tutorials/eager_few_shot_od_training_tf2_colab.ipynb
# symptom: none: the factory that returns the tf.function runs once, before the training loop; the loop only calls the returned function
# note: the few-shot detection colab; the boxes per image are fixed in this tutorial (one box each), so the single function is not retraced either
import random

import tensorflow as tf


def get_model_train_step_function(model, optimizer, vars_to_fine_tune, batch_size):
    @tf.function
    def train_step_fn(image_tensors, groundtruth_boxes_list, groundtruth_classes_list):
        shapes = tf.constant(batch_size * [[640, 640, 3]], dtype=tf.int32)
        model.provide_groundtruth(groundtruth_boxes_list=groundtruth_boxes_list,
                                  groundtruth_classes_list=groundtruth_classes_list)
        with tf.GradientTape() as tape:
            images = tf.concat([model.preprocess(t)[0] for t in image_tensors], axis=0)
            losses = model.loss(model.predict(images, shapes), shapes)
            total = losses["Loss/localization_loss"] + losses["Loss/classification_loss"]
        optimizer.apply_gradients(zip(tape.gradient(total, vars_to_fine_tune), vars_to_fine_tune))
        return total
    return train_step_fn


def fine_tune(detection_model, to_fine_tune, images, boxes, classes, batch_size=4, num_batches=100):
    optimizer = tf.keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)
    train_step_fn = get_model_train_step_function(detection_model, optimizer, to_fine_tune, batch_size)
    for idx in range(num_batches):
        keys = random.sample(range(len(images)), batch_size)
        loss = train_step_fn([images[k] for k in keys], [boxes[k] for k in keys], [classes[k] for k in keys])
        if idx % 10 == 0:
            print(f"batch {idx} of {num_batches}, loss={loss.numpy()}")
