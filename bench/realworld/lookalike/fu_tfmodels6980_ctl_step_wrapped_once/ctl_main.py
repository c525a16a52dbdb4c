import time

from absl import app, flags, logging
import tensorflow as tf

from resnet_model import resnet50
from imagenet_input import build_dataset

FLAGS = flags.FLAGS
flags.DEFINE_integer("train_epochs", 90, "epochs")
flags.DEFINE_integer("batch_size", 256, "global batch size")
flags.DEFINE_boolean("use_tf_function", True, "wrap the step in tf.function")


def run(_):
    strategy = tf.distribute.MirroredStrategy()
    train_ds = strategy.experimental_distribute_dataset(build_dataset(FLAGS.batch_size))
    train_steps = 1281167 // FLAGS.batch_size
    with strategy.scope():
        model = resnet50(num_classes=1000)
        optimizer = tf.keras.optimizers.SGD(0.1, momentum=0.9)
        loss_obj = tf.keras.losses.SparseCategoricalCrossentropy(reduction="none")

    def step_fn(images, labels):
        with tf.GradientTape() as tape:
            logits = model(images, training=True)
            loss = tf.nn.compute_average_loss(loss_obj(labels, logits),
                                              global_batch_size=FLAGS.batch_size)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    def train_step(iterator):
        per_replica = strategy.run(step_fn, args=next(iterator))
        return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

    if FLAGS.use_tf_function:
        train_step = tf.function(train_step)

    for epoch in range(FLAGS.train_epochs):
        logging.info("Starting to run epoch: %s", epoch)
        train_iterator = iter(train_ds)
        start = time.time()
        total_loss = 0.0
        for step in range(train_steps):
            total_loss += float(train_step(train_iterator))
        logging.info("epoch %d loss %.4f %.1f ex/s", epoch, total_loss / train_steps,
                     train_steps * FLAGS.batch_size / (time.time() - start))


if __name__ == "__main__":
    app.run(run)
