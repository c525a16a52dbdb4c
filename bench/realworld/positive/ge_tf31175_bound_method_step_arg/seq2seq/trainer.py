import tensorflow as tf


class Seq2SeqTrainer:
    def __init__(self, model, optimizer, loss_fn):
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self.loss_tracker = tf.keras.metrics.Mean(name="loss")

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

    @tf.function
    def run_epoch(self, step_fn, dataset):
        for src, tgt in dataset:
            step_fn(src, tgt)

    def fit(self, train_ds, val_ds, epochs):
        history = []
        for epoch in range(epochs):
            self.loss_tracker.reset_states()
            self.run_epoch(self.train_step, train_ds)
            train_loss = float(self.loss_tracker.result())
            self.loss_tracker.reset_states()
            self.run_epoch(self.eval_step, val_ds)
            val_loss = float(self.loss_tracker.result())
            print(f"epoch {epoch + 1}: loss={train_loss:.4f} val_loss={val_loss:.4f}")
            history.append({"loss": train_loss, "val_loss": val_loss})
        return history
