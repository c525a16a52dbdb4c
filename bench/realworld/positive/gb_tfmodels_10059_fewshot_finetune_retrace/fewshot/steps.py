"""Train-step factory for fine-tuning only the box-predictor heads."""
import tensorflow as tf

HEAD_PREFIXES = (
    "WeightSharedConvolutionalBoxPredictor/WeightSharedConvolutionalBoxHead",
    "WeightSharedConvolutionalBoxPredictor/WeightSharedConvolutionalClassHead",
)


def select_head_variables(detection_model, prefixes=HEAD_PREFIXES):
    return [v for v in detection_model.trainable_variables
            if any(v.name.startswith(p) for p in prefixes)]


def make_train_step(detection_model, optimizer, head_vars, image_size=640):
    """Builds the function that runs one fine-tuning step on a list of images."""

    @tf.function
    def train_step(image_list, box_list, class_list):
        shapes = tf.constant(len(image_list) * [[image_size, image_size, 3]], dtype=tf.int32)
        detection_model.provide_groundtruth(
            groundtruth_boxes_list=box_list,
            groundtruth_classes_list=class_list)
        with tf.GradientTape() as tape:
            images = tf.concat(
                [detection_model.preprocess(img)[0] for img in image_list], axis=0)
            prediction_dict = detection_model.predict(images, shapes)
            losses = detection_model.loss(prediction_dict, shapes)
            total = losses["Loss/localization_loss"] + losses["Loss/classification_loss"]
        grads = tape.gradient(total, head_vars)
        optimizer.apply_gradients(zip(grads, head_vars))
        return total

    return train_step
