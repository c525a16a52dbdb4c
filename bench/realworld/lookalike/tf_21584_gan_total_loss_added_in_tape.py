# source: https://github.com/tensorflow/tensorflow/issues/21584
# symptom: possible memory leak? the loss is added to a running total inside the gradient tape
# note: the maintainers' answer: total += loss only records one add op and the tape is cleared by gradient; nothing is kept across steps
import tensorflow as tf

generator = tf.keras.Sequential([tf.keras.Input((64,)), tf.keras.layers.Dense(784, activation="tanh")])
discriminator = tf.keras.Sequential([tf.keras.Input((784,)), tf.keras.layers.Dense(1)])
d_opt = tf.keras.optimizers.Adam(1e-4)
bce = tf.keras.losses.BinaryCrossentropy(from_logits=True)
(x_train, _), _ = tf.keras.datasets.mnist.load_data()
ds = tf.data.Dataset.from_tensor_slices(x_train.reshape(-1, 784).astype("float32") / 127.5 - 1.0).batch(64)

for epoch in range(5):
    total_discriminator_loss = 0.0
    for batch_index, images in enumerate(ds):
        noise = tf.random.normal([images.shape[0], 64])
        with tf.GradientTape() as tape:
            real = discriminator(images, training=True)
            fake = discriminator(generator(noise, training=True), training=True)
            discriminator_loss_val = bce(tf.ones_like(real), real) + bce(tf.zeros_like(fake), fake)
            total_discriminator_loss += discriminator_loss_val
        grads = tape.gradient(discriminator_loss_val, discriminator.trainable_variables)
        d_opt.apply_gradients(zip(grads, discriminator.trainable_variables))
    print(epoch, float(total_discriminator_loss) / (batch_index + 1))
