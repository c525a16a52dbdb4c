# source: https://github.com/experiencor/keras-yolo3/issues/332
# symptom: training on a custom dataset under TensorFlow 2 fails with "ValueError: tf.function only supports singleton tf.Variables created on the first call" raised from YoloLayer.call at batch_seen = tf.Variable(0.)
# expect: TFM002 32
# note: the warm-up counter of the YOLO loss layer is created inside call(), which Keras traces for every fit
import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import Layer


class YoloLayer(Layer):
    def __init__(self, anchors, max_grid, batch_size, warmup_batches, ignore_thresh, grid_scale=1, obj_scale=1,
                 noobj_scale=1, xywh_scale=1, class_scale=1, **kwargs):
        self.ignore_thresh = ignore_thresh
        self.warmup_batches = warmup_batches
        self.anchors = tf.constant(anchors, dtype="float", shape=[1, 1, 1, 3, 2])
        self.grid_scale = grid_scale
        self.obj_scale = obj_scale
        self.noobj_scale = noobj_scale
        self.xywh_scale = xywh_scale
        self.class_scale = class_scale
        max_grid_h, max_grid_w = max_grid
        cell_x = tf.cast(tf.reshape(tf.tile(tf.range(max_grid_w), [max_grid_h]), (1, max_grid_h, max_grid_w, 1, 1)), tf.float32)
        cell_y = tf.transpose(cell_x, (0, 2, 1, 3, 4))
        self.cell_grid = tf.tile(tf.concat([cell_x, cell_y], -1), [batch_size, 1, 1, 3, 1])
        super().__init__(**kwargs)

    def call(self, x):
        input_image, y_pred, y_true, true_boxes = x
        y_pred = tf.reshape(y_pred, tf.concat([tf.shape(y_pred)[:3], tf.constant([3, -1])], axis=0))
        object_mask = tf.expand_dims(y_true[..., 4], 4)

        batch_seen = tf.Variable(0.)

        grid_h, grid_w = tf.shape(y_true)[1], tf.shape(y_true)[2]
        grid_factor = tf.reshape(tf.cast([grid_w, grid_h], tf.float32), [1, 1, 1, 1, 2])
        pred_box_xy = self.cell_grid[:, :grid_h, :grid_w, :, :] + tf.sigmoid(y_pred[..., :2])
        pred_box_conf = tf.expand_dims(tf.sigmoid(y_pred[..., 4]), 4)
        true_box_xy = y_true[..., 0:2]
        xy_delta = object_mask * (pred_box_xy - true_box_xy) * self.xywh_scale
        conf_delta = object_mask * (pred_box_conf - 1) * self.obj_scale

        batch_seen = tf.compat.v1.assign_add(batch_seen, 1.)
        xy_delta = tf.cond(tf.less(batch_seen, self.warmup_batches + 1),
                           lambda: xy_delta + (0.5 + self.cell_grid[:, :grid_h, :grid_w, :, :] - pred_box_xy) * (1 - object_mask),
                           lambda: xy_delta)
        loss_xy = tf.reduce_sum(tf.square(xy_delta), list(range(1, 5)))
        loss_conf = tf.reduce_sum(tf.square(conf_delta), list(range(1, 5)))
        return (loss_xy + loss_conf) * self.grid_scale

    def compute_output_shape(self, input_shape):
        return [(None, 1)]


def dummy_loss(y_true, y_pred):
    return tf.sqrt(tf.reduce_sum(y_pred))


if __name__ == "__main__":
    anchors = np.array([10, 13, 16, 30, 33, 23], dtype="float32")
    image = tf.keras.Input((None, None, 3))
    features = tf.keras.Input((None, None, 3 * 8))
    truth = tf.keras.Input((None, None, 3, 8))
    boxes = tf.keras.Input((1, 1, 1, 20, 4))
    loss = YoloLayer(anchors, (13, 13), 4, warmup_batches=3, ignore_thresh=0.5)([image, features, truth, boxes])
    model = tf.keras.Model([image, features, truth, boxes], loss)
    model.compile(optimizer="adam", loss=dummy_loss)
