import tensorflow as tf
from tensorflow import keras

from diffusion.model import DiffusionModel
from diffusion.unet import get_network

IMAGE_SIZE = 64

train_ds = keras.utils.image_dataset_from_directory(
    "flowers", image_size=(IMAGE_SIZE, IMAGE_SIZE), batch_size=64, label_mode=None)
train_ds = train_ds.map(lambda x: x / 255.0).prefetch(tf.data.AUTOTUNE)

network = get_network(IMAGE_SIZE, widths=[32, 64, 96, 128], block_depth=2)
ema_network = keras.models.clone_model(network)
model = DiffusionModel(network, ema_network, IMAGE_SIZE)
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=1e-4),
              loss=keras.losses.mean_absolute_error)
model.normalizer.adapt(train_ds)

checkpoint = keras.callbacks.ModelCheckpoint("checkpoints/diffusion.weights.h5",
                                             save_weights_only=True, monitor="val_i_loss")
model.fit(train_ds, epochs=50, validation_data=train_ds.take(8), callbacks=[checkpoint])
