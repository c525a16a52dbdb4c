# source: https://github.com/garder14/simclr-tensorflow2/blob/HEAD/pretraining.py
# note: look-alike: the tf.function train step is defined inside main(), which runs once per process, so it is created and traced once; the loss history stores float(loss), not tensors, and the temperature enters the graph as a tf.constant
import argparse

import numpy as np
import tensorflow as tf

from datasets import CIFAR10
from losses import nt_xent_loss
from models import ProjectionHead, ResNet18


def main(args):
    data = CIFAR10()
    encoder, head = ResNet18(), ProjectionHead()
    opt = tf.keras.optimizers.Adam(learning_rate=1e-3 * args.batch_size / 512)

    @tf.function
    def pretrain_step(views):
        with tf.GradientTape(persistent=True) as tape:
            z = head(encoder(views, training=True), training=True)
            loss = nt_xent_loss(z, temperature=tf.constant(args.temperature))
        for net in (encoder, head):
            opt.apply_gradients(zip(tape.gradient(loss, net.trainable_variables), net.trainable_variables))
        del tape
        return loss

    losses = []
    batches_per_epoch = data.num_train_images // args.batch_size
    for epoch in range(args.num_epochs):
        data.shuffle_training_data()
        for batch_id in range(batches_per_epoch):
            loss = pretrain_step(data.get_batch_pretraining(batch_id, args.batch_size))
            losses.append(float(loss))
        if (epoch + 1) % 100 == 0:
            encoder.save_weights("f{}.h5".format(epoch + 1))
    np.savetxt("losses.txt", np.array(losses))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--num_epochs", type=int, default=300)
    parser.add_argument("--batch_size", type=int, default=512)
    parser.add_argument("--temperature", type=float, default=0.5)
    main(parser.parse_args())
