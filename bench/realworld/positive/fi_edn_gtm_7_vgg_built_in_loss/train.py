import os

import numpy as np
import tqdm
from keras.optimizers import Adam

from core.losses import perceptual_and_l2_loss, wasserstein_loss
from core.networks import encoder_discriminator_model, gan_model, unet_generator_model

BASE_DIR = "weights/"


def train(x_train, y_train, batch_size, epoch_num, critic_updates=5):
    g = unet_generator_model()
    d = encoder_discriminator_model()
    d_on_g = gan_model(g, d)
    d_opt = Adam(learning_rate=1e-4, beta_1=0.9, beta_2=0.999, epsilon=1e-08)
    d_on_g_opt = Adam(learning_rate=1e-4, beta_1=0.9, beta_2=0.999, epsilon=1e-08)
    d.trainable = True
    d.compile(optimizer=d_opt, loss=wasserstein_loss)
    d.trainable = False
    d_on_g.compile(optimizer=d_on_g_opt, loss=[perceptual_and_l2_loss, wasserstein_loss], loss_weights=[100, 1])
    d.trainable = True
    output_true_batch, output_false_batch = np.ones((batch_size, 1)), -np.ones((batch_size, 1))
    for epoch in tqdm.tqdm(range(epoch_num)):
        permutated_indexes = np.random.permutation(x_train.shape[0])
        d_losses, d_on_g_losses = [], []
        for index in range(int(x_train.shape[0] / batch_size)):
            batch_indexes = permutated_indexes[index * batch_size:(index + 1) * batch_size]
            image_hazy_batch, image_clear_batch = x_train[batch_indexes], y_train[batch_indexes]
            generated_images = g.predict(x=image_hazy_batch, batch_size=batch_size)
            for _ in range(critic_updates):
                d_loss_real = d.train_on_batch(image_clear_batch, output_true_batch)
                d_loss_fake = d.train_on_batch(generated_images, output_false_batch)
                d_losses.append(0.5 * np.add(d_loss_fake, d_loss_real))
            d.trainable = False
            d_on_g_losses.append(d_on_g.train_on_batch(image_hazy_batch, [image_clear_batch, output_true_batch]))
            d.trainable = True
        print("DLoss:", np.mean(d_losses), "- GLoss", np.mean(d_on_g_losses))
        if (epoch + 1) % 5 == 0:
            g.save_weights(os.path.join(BASE_DIR, "generator_%d.h5" % (epoch + 1)))


if __name__ == "__main__":
    data = np.load("data/hazy_clear_512.npz")
    train(data["hazy"], data["clear"], batch_size=1, epoch_num=200, critic_updates=1)
