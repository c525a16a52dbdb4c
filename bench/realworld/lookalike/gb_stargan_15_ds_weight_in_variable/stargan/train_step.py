"""Generator update with a decaying diversity-sensitive loss weight."""
import tensorflow as tf

IMG = tf.TensorSpec([None, 256, 256, 3], tf.float32)
LBL = tf.TensorSpec([None], tf.int32)
Z = tf.TensorSpec([None, 16], tf.float32)


class GeneratorTrainer:
    def __init__(self, generator, mapping, discriminator, optimizer, ds_weight=1.0):
        self.generator = generator
        self.mapping = mapping
        self.discriminator = discriminator
        self.optimizer = optimizer
        self.ds_weight = tf.Variable(ds_weight, trainable=False, dtype=tf.float32)

    @tf.function(input_signature=[IMG, LBL, Z, Z])
    def g_train(self, x_real, y_trg, z1, z2):
        with tf.GradientTape() as tape:
            s1 = self.mapping(z1, y_trg)
            s2 = self.mapping(z2, y_trg)
            x_fake = self.generator(x_real, s1)
            x_fake2 = tf.stop_gradient(self.generator(x_real, s2))
            adv = -tf.reduce_mean(self.discriminator(x_fake, y_trg))
            ds = tf.reduce_mean(tf.abs(x_fake - x_fake2))
            loss = adv - self.ds_weight * ds
        variables = self.generator.trainable_variables + self.mapping.trainable_variables
        self.optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
        return loss
