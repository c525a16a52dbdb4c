"""Thin wrappers that run Keras models on all GPUs with MirroredStrategy."""
import tensorflow as tf


def make_strategy():
    gpus = tf.config.list_logical_devices("GPU")
    return tf.distribute.MirroredStrategy([g.name for g in gpus] or None)


def run_inference(strategy, model, dist_batch):
    @tf.function
    def inference(batch):
        per_replica = strategy.run(lambda x: model(x, training=False), args=(batch,))
        return strategy.gather(per_replica, axis=0)

    return inference(dist_batch)


def run_train_step(strategy, model, optimizer, dist_batch, global_batch):
    def step(x, y):
        with tf.GradientTape() as tape:
            logits = model(x, training=True)
            per_ex = tf.keras.losses.sparse_categorical_crossentropy(y, logits, from_logits=True)
            loss = tf.nn.compute_average_loss(per_ex, global_batch_size=global_batch)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    x, y = dist_batch
    losses = strategy.run(step, args=(x, y))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, losses, axis=None)
