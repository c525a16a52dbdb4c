# source: https://github.com/NatLabRockies/sup3r/pull/109
# symptom: "5 out of the last 18 calls to <function Sup3rGan.calc_loss> triggered tf.function retracing"; removing the tf.function made training faster
# expect: TFM001 15
# note: the loss is a tf.function method whose behaviour is switched by Python booleans and floats (train_gen / train_disc / weight), so every new combination is a new trace; it runs once or twice per batch
import tensorflow as tf


class SuperResGan:
    def __init__(self, generator, discriminator, optimizer, optimizer_disc):
        self.generator = generator
        self.discriminator = discriminator
        self.optimizer = optimizer
        self.optimizer_disc = optimizer_disc

    @tf.function
    def calc_loss(self, hi_res_true, hi_res_gen, weight_gen_advers=0.001, train_gen=True, train_disc=False):
        disc_out_true = self.discriminator(hi_res_true)
        disc_out_gen = self.discriminator(hi_res_gen)
        content = tf.reduce_mean(tf.square(hi_res_true - hi_res_gen))
        advers = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=disc_out_gen, labels=tf.ones_like(disc_out_gen)))
        disc = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=disc_out_true, labels=tf.ones_like(disc_out_true)))
        if train_gen and not train_disc:
            return content + weight_gen_advers * advers
        if train_disc and not train_gen:
            return disc
        return content + weight_gen_advers * advers + disc

    def run_gradient_descent(self, low_res, hi_res_true, variables, optimizer, **loss_kwargs):
        with tf.GradientTape(watch_accessed_variables=False) as tape:
            tape.watch(variables)
            loss = self.calc_loss(hi_res_true, self.generator(low_res), **loss_kwargs)
        optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
        return float(loss)

    def train_epoch(self, batches, weight_gen_advers, disc_threshold=0.6):
        for low_res, high_res in batches:
            self.run_gradient_descent(low_res, high_res, self.generator.trainable_weights, self.optimizer,
                                      weight_gen_advers=weight_gen_advers, train_gen=True, train_disc=False)
            disc_loss = self.run_gradient_descent(low_res, high_res, self.discriminator.trainable_weights,
                                                  self.optimizer_disc, train_gen=False, train_disc=True)
            if disc_loss < disc_threshold:
                weight_gen_advers *= 1.05
