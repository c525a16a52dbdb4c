# source: https://github.com/keras-team/keras-cv/issues/886
# symptom: training a Faster R-CNN with a custom loop prints "5 out of the last 9 calls to <function train_step> triggered tf.function retracing": each batch has a different number of ground-truth boxes, so the padded box tensor changes shape
# expect: TFM001 50
# note: the boxes of a batch are padded to the largest count in that batch, so gt_boxes is [batch, n, 4] with n changing from batch to batch; train_step has no input_signature and no reduce_retracing
import json

import numpy as np
import tensorflow as tf

IMAGE_SIZE = 512


def load_annotations(path):
    with open(path) as fh:
        records = json.load(fh)
    for record in records:
        image = tf.io.decode_jpeg(tf.io.read_file(record["file"]), channels=3)
        image = tf.image.resize(image, (IMAGE_SIZE, IMAGE_SIZE)) / 255.0
        boxes = np.array(record["boxes"], dtype="float32").reshape(-1, 4)
        classes = np.array(record["classes"], dtype="int32")
        yield image, boxes, classes


def padded_batches(path, batch_size=4):
    batch = []
    for item in load_annotations(path):
        batch.append(item)
        if len(batch) == batch_size:
            n = max(len(b) for _, b, _ in batch)
            images = tf.stack([img for img, _, _ in batch])
            boxes = np.stack([np.pad(b, ((0, n - len(b)), (0, 0)), constant_values=-1) for _, b, _ in batch])
            classes = np.stack([np.pad(c, (0, n - len(c)), constant_values=-1) for _, _, c in batch])
            yield images, tf.constant(boxes), tf.constant(classes)
            batch = []


backbone = tf.keras.applications.ResNet50(include_top=False, input_shape=(IMAGE_SIZE, IMAGE_SIZE, 3))
rpn_head = tf.keras.Sequential([tf.keras.layers.Conv2D(256, 3, padding="same", activation="relu"),
                                tf.keras.layers.Conv2D(9 * 5, 1)])
optimizer = tf.keras.optimizers.SGD(0.01, momentum=0.9)


def rpn_loss(rpn_out, gt_boxes, gt_classes):
    valid = tf.cast(gt_classes >= 0, tf.float32)
    objectness = tf.reduce_mean(tf.nn.sigmoid(rpn_out[..., 0]))
    box_energy = tf.reduce_sum(tf.reduce_mean(gt_boxes, axis=-1) * valid) / (tf.reduce_sum(valid) + 1.0)
    return tf.square(objectness - 0.5) + 1e-3 * box_energy


@tf.function
def train_step(images, gt_boxes, gt_classes):
    with tf.GradientTape() as tape:
        features = backbone(images, training=True)
        rpn_out = tf.reshape(rpn_head(features), (tf.shape(images)[0], -1, 5))
        loss = rpn_loss(rpn_out, gt_boxes, gt_classes)
    variables = backbone.trainable_variables + rpn_head.trainable_variables
    optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss


for epoch in range(12):
    for step, (images, boxes, classes) in enumerate(padded_batches("annotations/train.json")):
        loss = train_step(images, boxes, classes)
        if step % 20 == 0:
            print(epoch, step, float(loss))
