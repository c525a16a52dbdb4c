"""Training loop with linear ds_weight decay."""
import tensorflow as tf

from stargan.train_step import GeneratorTrainer


def train(trainer: GeneratorTrainer, dataset, iterations=100_000, ds_iter=100_000, ds_init=1.0):
    it = iter(dataset)
    for i in range(iterations):
        x_real, y_trg = next(it)
        z1 = tf.random.normal([x_real.shape[0], 16])
        z2 = tf.random.normal([x_real.shape[0], 16])
        trainer.ds_weight.assign(max(0.0, ds_init - ds_init * i / ds_iter))
        loss = trainer.g_train(x_real, y_trg, z1, z2)
        if i % 1000 == 0:
            print(i, float(loss), float(trainer.ds_weight))
