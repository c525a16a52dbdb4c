# source: https://github.com/tensorflow/tensorflow/issues/50379
# symptom: memory grows during training while a train_step() wrapper returns a freshly decorated @tf.function on every call; removing the decorator stops the growth
# expect: TFM006 40
# note: the factory is a method; the per-batch loop is in another method of the same class, which calls the factory and then the step it returns
import tensorflow as tf


class Trainer:
    def __init__(self, model, learning_rate=1e-3):
        self.model = model
        self.optimizer = tf.keras.optimizers.Adam(learning_rate)
        self.loss_object = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.train_loss = tf.keras.metrics.Mean(name="train_loss")
        self.train_accuracy = tf.keras.metrics.SparseCategoricalAccuracy(name="train_accuracy")

    def train_step(self):
        model = self.model
        optimizer = self.optimizer
        loss_object = self.loss_object
        train_loss = self.train_loss
        train_accuracy = self.train_accuracy

        @tf.function
        def train_step1(images, labels, lr):
            with tf.GradientTape() as tape:
                logits = model(images, training=True)
                loss = loss_object(labels, logits)
            gradients = tape.gradient(loss, model.trainable_variables)
            optimizer.learning_rate = lr
            optimizer.apply_gradients(zip(gradients, model.trainable_variables))
            train_loss(loss)
            train_accuracy(labels, logits)

        return train_step1

    def fit_epoch(self, dataset, lr):
        self.train_loss.reset_state()
        self.train_accuracy.reset_state()
        for images, labels in dataset:
            self.train_step()(images, labels, lr)
        return float(self.train_loss.result()), float(self.train_accuracy.result())


if __name__ == "__main__":
    (x, y), _ = tf.keras.datasets.mnist.load_data()
    ds = tf.data.Dataset.from_tensor_slices((x[..., None] / 255.0, y)).shuffle(10000).batch(64)
    net = tf.keras.Sequential([tf.keras.layers.Flatten(), tf.keras.layers.Dense(128, activation="relu"),
                               tf.keras.layers.Dense(10)])
    trainer = Trainer(net)
    for epoch in range(20):
        print(epoch, trainer.fit_epoch(ds, tf.constant(1e-3 * 0.9 ** epoch)))
