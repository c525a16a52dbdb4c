import os

import numpy as np
from keras import layers, models, optimizers


class CompletionGANTrainer:
    def __init__(self, completion_net, discriminator, image_shape, alpha=4e-4):
        self.completion_net = completion_net
        self.discriminator = discriminator
        self.alpha = alpha
        self.org_img = layers.Input(shape=image_shape)
        self.mask = layers.Input(shape=image_shape[:2] + (1,))
        self.points = layers.Input(shape=(4,), dtype="int32")
        masked = layers.Lambda(lambda x: x[0] * (1 - x[1]))([self.org_img, self.mask])
        self.cmp_out = completion_net(masked)
        self.cmp_model = models.Model([self.org_img, self.mask], self.cmp_out)
        self.cmp_model.compile(loss="mse", optimizer=optimizers.Adadelta())
        self.discriminator.compile(loss="binary_crossentropy", optimizer=optimizers.Adadelta())

    def completion_step(self, images, masks):
        return self.cmp_model.train_on_batch([images, masks], images)

    def discriminator_step(self, images, points, masks):
        fake = self.cmp_model.predict_on_batch([images, masks])
        valid = np.ones((len(images), 1))
        d_real = self.discriminator.train_on_batch([images, points], valid)
        d_fake = self.discriminator.train_on_batch([fake, points], np.zeros_like(valid))
        return 0.5 * (d_real + d_fake)

    def joint_step(self, images, points, masks):
        d_loss = self.discriminator_step(images, points, masks)
        self.discriminator.trainable = False
        all_model = models.Model([self.org_img, self.mask, self.points],
                                 [self.cmp_out, self.discriminator([self.cmp_out, self.points])])
        all_model.compile(loss=["mse", "binary_crossentropy"], loss_weights=[1.0, self.alpha],
                          optimizer=optimizers.Adadelta())
        g_loss = all_model.train_on_batch([images, masks, points], [images, np.ones((len(images), 1))])
        self.discriminator.trainable = True
        return g_loss, d_loss

    def save(self, out_dir):
        os.makedirs(out_dir, exist_ok=True)
        self.completion_net.save(os.path.join(out_dir, "generator.keras"))
        self.discriminator.save(os.path.join(out_dir, "discriminator.keras"))
