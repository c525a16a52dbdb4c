"""OCR recogniser training on 4 GPUs with MirroredStrategy (custom loop)."""
import argparse
import logging
import time

import tensorflow as tf

from data import build_tfrecord_dataset
from net import build_crnn, ctc_loss

logging.basicConfig(level=logging.INFO)
log = logging.getLogger("train")

parser = argparse.ArgumentParser()
parser.add_argument("--records", default="/data/ocr/train-*.tfrecord")
parser.add_argument("--epochs", type=int, default=30)
parser.add_argument("--batch-per-replica", type=int, default=64)
parser.add_argument("--label-smoothing-epochs", type=int, default=5)
args = parser.parse_args()

strategy = tf.distribute.MirroredStrategy()
global_batch = args.batch_per_replica * strategy.num_replicas_in_sync

with strategy.scope():
    model = build_crnn(num_classes=96)
    optimizer = tf.keras.optimizers.Adam(1e-3)

dataset = build_tfrecord_dataset(args.records, global_batch)
dist_dataset = strategy.experimental_distribute_dataset(dataset)


def train_step(inputs, epoch):
    images, labels, label_len = inputs
    smoothing = 0.1 if epoch < args.label_smoothing_epochs else 0.0
    with tf.GradientTape() as tape:
        logits = model(images, training=True)
        loss = ctc_loss(labels, logits, label_len, smoothing, global_batch)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def distributed_train_step(dist_inputs, epoch):
    per_replica_losses = strategy.run(train_step, args=(dist_inputs, epoch))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica_losses, axis=None)


for epoch in range(args.epochs):
    start = time.time()
    total, batches = 0.0, 0
    for dist_inputs in dist_dataset:
        total += float(distributed_train_step(dist_inputs, epoch))
        batches += 1
    log.info("epoch %d  train_loss %.4f  %.1fs", epoch, total / max(batches, 1),
             time.time() - start)
    model.save_weights(f"ckpt/crnn_{epoch:03d}")
