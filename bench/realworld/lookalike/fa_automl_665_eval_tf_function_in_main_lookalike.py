# source: https://github.com/google/automl/pull/665
# note: the PR's speed-up of the Keras EfficientDet eval: main() defines the @tf.function eval step once, after building and restoring the model, and the loop over the eval dataset calls it with image and label tensors of a fixed batch shape and the same Python flag, so it traces once; main runs once under app.run
from absl import app, flags
import tensorflow as tf

from efficientdet_keras import EfficientDetNet, get_config, postprocess_global
from coco_metric import EvaluationMetric
from dataloader import InputReader

FLAGS = flags.FLAGS
flags.DEFINE_string("val_file_pattern", None, "Glob for eval tfrecords.")
flags.DEFINE_string("model_dir", None, "Checkpoint directory.")
flags.DEFINE_string("model_name", "efficientdet-d0", "Model name.")
flags.DEFINE_integer("batch_size", 8, "Eval batch size.")
flags.DEFINE_bool("flip", False, "Also evaluate the horizontally flipped image.")


def main(_):
    config = get_config(FLAGS.model_name)
    config.batch_size = FLAGS.batch_size
    base_height, base_width = config.image_size
    model = EfficientDetNet(config=config)
    model.build((config.batch_size, base_height, base_width, 3))
    model.load_weights(tf.train.latest_checkpoint(FLAGS.model_dir))

    @tf.function
    def f(imgs, labels, flip):
        cls_outputs, box_outputs = model(imgs, training=False)
        detections = postprocess_global(config, cls_outputs, box_outputs, labels["image_scales"])
        if flip:
            cls_f, box_f = model(tf.image.flip_left_right(imgs), training=False)
            detections = tf.concat([detections, postprocess_global(config, cls_f, box_f, labels["image_scales"])], axis=1)
        return detections

    evaluator = EvaluationMetric(filename=None)
    ds = InputReader(FLAGS.val_file_pattern, is_training=False)(config, batch_size=config.batch_size)
    for images, labels in ds:
        detections = f(images, labels, FLAGS.flip)
        evaluator.update_state(labels["groundtruth_data"].numpy(), detections.numpy())
    print(dict(zip(evaluator.metric_names, evaluator.result())))


if __name__ == "__main__":
    flags.mark_flag_as_required("model_dir")
    app.run(main)
