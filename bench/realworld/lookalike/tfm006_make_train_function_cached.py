# source: https://github.com/tensorflow/tensorflow/blob/v2.4.0/tensorflow/python/keras/engine/training.py
# symptom: none: fit() runs once per round and asks for the train function each time, but make_train_function returns the cached tf.function after the first call
# note: the create-once pattern of Keras' Model.make_train_function (early return when self.train_function is already built), in a small custom trainer
import tensorflow as tf


class RoundTrainer:
    def __init__(self, model, optimizer, loss_fn):
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self.train_function = None

    def make_train_function(self, force=False):
        if self.train_function is not None and not force:
            return self.train_function

        def train_function(x, y):
            with tf.GradientTape() as tape:
                loss = self.loss_fn(y, self.model(x, training=True))
            grads = tape.gradient(loss, self.model.trainable_variables)
            self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
            return loss

        self.train_function = tf.function(train_function, reduce_retracing=True)
        return self.train_function

    def fit(self, dataset):
        train_function = self.make_train_function()
        for x, y in dataset:
            loss = train_function(x, y)
        return float(loss)


def federated_rounds(trainer, client_datasets, rounds=50):
    for r in range(rounds):
        for dataset in client_datasets:
            trainer.fit(dataset)
