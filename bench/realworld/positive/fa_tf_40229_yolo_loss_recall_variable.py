# source: https://github.com/tensorflow/tensorflow/issues/40229
# symptom: "tf.function-decorated function tried to create variables on non-first call" from a YOLOv2 custom loss decorated with @tf.function; the answer: `self.total_recall = tf.Variable(0.)` sits under the if-statement meant for the other counter, move it into its own create-once test
# expect: TFM002 32
# note: the loss is a method of the training class, given to compile(); `seen` is created behind a proper create-once test, but total_recall is recreated whenever the warm-up branch runs during a trace
import numpy as np
import tensorflow as tf


class YoloTrainer:
    def __init__(self, model, anchors, grid_h=13, grid_w=13, nb_box=5, batch_size=16, warmup_batches=300):
        self.model = model
        self.anchors = np.reshape(anchors, [1, 1, 1, nb_box, 2]).astype("float32")
        self.grid_h, self.grid_w, self.nb_box = grid_h, grid_w, nb_box
        self.batch_size = batch_size
        self.warmup_batches = warmup_batches
        self.seen = None

    @tf.function
    def custom_loss(self, y_true, y_pred):
        cell_x = tf.cast(tf.reshape(tf.tile(tf.range(self.grid_w), [self.grid_h]), (1, self.grid_h, self.grid_w, 1, 1)), tf.float32)
        cell_y = tf.transpose(cell_x, (0, 2, 1, 3, 4))
        cell_grid = tf.tile(tf.concat([cell_x, cell_y], -1), [self.batch_size, 1, 1, self.nb_box, 1])

        pred_box_xy = tf.sigmoid(y_pred[..., :2]) + cell_grid
        pred_box_wh = tf.exp(y_pred[..., 2:4]) * self.anchors
        true_box_xy, true_box_wh = y_true[..., 0:2], y_true[..., 2:4]
        coord_mask = y_true[..., 4:5]

        if self.seen is None:
            self.seen = tf.Variable(0.0, trainable=False)
        if self.warmup_batches > 0:
            self.total_recall = tf.Variable(0.0, trainable=False)
            coord_mask = coord_mask + tf.cast(self.seen < self.warmup_batches, tf.float32) * 0.01
        self.seen.assign_add(1.0)

        nb_coord = tf.reduce_sum(tf.cast(coord_mask > 0.0, tf.float32))
        loss_xy = tf.reduce_sum(tf.square(true_box_xy - pred_box_xy) * coord_mask) / (nb_coord + 1e-6)
        loss_wh = tf.reduce_sum(tf.square(tf.sqrt(true_box_wh) - tf.sqrt(pred_box_wh)) * coord_mask) / (nb_coord + 1e-6)
        recall = tf.reduce_mean(tf.cast(tf.sigmoid(y_pred[..., 4]) > 0.3, tf.float32) * y_true[..., 4])
        self.total_recall.assign_add(recall)
        return loss_xy + loss_wh

    def train(self, train_generator, valid_generator, epochs=50):
        self.model.compile(optimizer=tf.keras.optimizers.Adam(1e-4), loss=self.custom_loss)
        self.model.fit(train_generator, validation_data=valid_generator, epochs=epochs)
