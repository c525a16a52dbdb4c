# source: https://github.com/tensorflow/tensorflow/issues/31842
# symptom: CPU memory grows until the training process is killed (OOM); train_step is traced again for every new sequence length
# expect: TFM001 19
# note: keeps the report's shape: a tf.function method on a trainer class, fed padded batches whose length differs per batch, called once per step from the trainer's own fit loop
import tensorflow as tf


class LanguageModelTrainer:
    def __init__(self, model, optimizer, log_dir):
        self.model = model
        self.optimizer = optimizer
        self.loss_obj = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
        self.writer = tf.summary.create_file_writer(log_dir)

    def masked_loss(self, targets, logits):
        mask = tf.cast(tf.not_equal(targets, 0), tf.float32)
        return tf.reduce_sum(self.loss_obj(targets, logits) * mask) / tf.reduce_sum(mask)

    @tf.function
    def train_step(self, batch, clip_value=1.0):
        inputs, targets = batch[:, :-1], batch[:, 1:]
        with tf.GradientTape() as tape:
            logits = self.model(inputs, training=True)
            loss = self.masked_loss(targets, logits)
        grads = tape.gradient(loss, self.model.trainable_variables)
        grads = [tf.clip_by_value(g, -clip_value, clip_value) for g in grads]
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        return loss

    def fit(self, token_dataset, epochs, batch_size=32):
        batches = token_dataset.padded_batch(batch_size)  # padded to the longest sequence of each batch
        step = 0
        for epoch in range(epochs):
            for batch in batches:
                loss = self.train_step(batch)
                step += 1
                if step % 200 == 0:
                    with self.writer.as_default():
                        tf.summary.scalar("loss", loss, step=step)
