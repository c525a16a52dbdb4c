from tensorflow.keras import layers
from tensorflow.keras.models import Model
from tensorflow.keras.optimizers import Adam


def build_generator(latent_dim=100, num_conditions=6):
    z = layers.Input(shape=(latent_dim,))
    c = layers.Input(shape=(num_conditions,))
    x = layers.Concatenate()([z, c])
    x = layers.Dense(2048 * 8 * 8)(x)
    x = layers.LeakyReLU(0.2)(x)
    x = layers.Reshape((8, 8, 2048))(x)
    for filters in (1024, 512, 256):
        x = layers.UpSampling2D()(x)
        x = layers.Conv2D(filters, 5, padding="same")(x)
        x = layers.BatchNormalization(momentum=0.8)(x)
        x = layers.LeakyReLU(0.2)(x)
    x = layers.UpSampling2D()(x)
    img = layers.Conv2D(3, 5, padding="same", activation="tanh")(x)
    return Model([z, c], img, name="generator")


def build_discriminator(num_conditions=6):
    img = layers.Input(shape=(128, 128, 3))
    c = layers.Input(shape=(num_conditions,))
    x = layers.Conv2D(64, 3, strides=2, padding="same")(img)
    x = layers.LeakyReLU(0.2)(x)
    label_map = layers.Reshape((1, 1, num_conditions))(c)
    label_map = layers.UpSampling2D(size=(64, 64))(label_map)
    x = layers.Concatenate(axis=-1)([x, label_map])
    for filters in (128, 256, 512):
        x = layers.Conv2D(filters, 3, strides=2, padding="same")(x)
        x = layers.BatchNormalization()(x)
        x = layers.LeakyReLU(0.2)(x)
    x = layers.Flatten()(x)
    out = layers.Dense(1, activation="sigmoid")(x)
    model = Model([img, c], out, name="discriminator")
    model.compile(loss="binary_crossentropy", optimizer=Adam(0.0002, 0.5))
    return model


def build_adversarial(generator, discriminator, latent_dim=100, num_conditions=6):
    z = layers.Input(shape=(latent_dim,))
    c = layers.Input(shape=(num_conditions,))
    discriminator.trainable = False
    valid = discriminator([generator([z, c]), c])
    model = Model([z, c], valid, name="adversarial")
    model.compile(loss="binary_crossentropy", optimizer=Adam(0.0002, 0.5))
    return model
