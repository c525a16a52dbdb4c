import tensorflow as tf

SPEC = [tf.TensorSpec([None, None], tf.int32), tf.TensorSpec([None, None], tf.int32)]


class Seq2SeqTrainer:
    def __init__(self, model, optimizer, loss_fn):
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self.loss_tracker = tf.keras.metrics.Mean(name="loss")
        self._train_step = tf.function(self.train_step, input_signature=SPEC)
        self._eval_step = tf.function(self.eval_step, input_signature=SPEC)

    def train_step(self, src, tgt):
        with tf.GradientTape() as tape:
            logits = self.model(src, training=True)
            loss = self.loss_fn(tgt, logits)
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        self.loss_tracker.update_state(loss)

    def eval_step(self, src, tgt):
        logits = self.model(src, training=False)
        self.loss_tracker.update_state(self.loss_fn(tgt, logits))

    def fit(self, train_ds, val_ds, epochs):
        history = []
        for epoch in range(epochs):
            self.loss_tracker.reset_states()
            for src, tgt in train_ds:
                self._train_step(src, tgt)
            train_loss = float(self.loss_tracker.result())
            self.loss_tracker.reset_states()
            for src, tgt in val_ds:
                self._eval_step(src, tgt)
            history.append({"loss": train_loss, "val_loss": float(self.loss_tracker.result())})
        return history
