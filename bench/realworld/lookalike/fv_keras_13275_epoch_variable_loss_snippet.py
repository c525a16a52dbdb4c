# source: https://github.com/keras-team/keras/issues/13275
# symptom: (alternative) an epoch-dependent discriminator loss without compiling again
# note: Correct: both models are compiled once before the loop; the epoch enters the loss through a non-trainable
# note: tf.Variable created once at module level and updated with assign(), which the traced train function reads at
# note: every step. Snippet style (star imports, np/tf from the notebook).

from tensorflow.keras.layers import *
from tensorflow.keras.models import *

# Discriminator(), Generator() and load_real_images() as in the earlier cells

epoch_var = tf.Variable(1.0, trainable=False, dtype=tf.float32)

def custom_loss(y_true, y_pred):
    m = tf.keras.losses.binary_crossentropy(y_true, y_pred)
    scale = tf.abs(tf.math.log(epoch_var) / tf.math.log(10.0)) / 100.0
    return tf.reduce_mean(m * scale)

D = Discriminator()
G = Generator()
D.compile(loss=custom_loss, optimizer=tf.keras.optimizers.Adam(0.0002, 0.5), metrics=["accuracy"])

z = Input(shape=(100,))
D.trainable = False
combined = Model(z, D(G(z)))
combined.compile(loss="binary_crossentropy", optimizer=tf.keras.optimizers.Adam(0.0002, 0.5))

X_train = load_real_images()
half, batch_size = 32, 64
for epoch in range(1, 3001):
    epoch_var.assign(float(epoch))
    idx = np.random.randint(0, X_train.shape[0], half)
    gen_imgs = G.predict_on_batch(np.random.normal(0, 1, (half, 100)))
    d_loss_real = D.train_on_batch(X_train[idx], np.ones((half, 1)))
    d_loss_fake = D.train_on_batch(gen_imgs, np.zeros((half, 1)))
    g_loss = combined.train_on_batch(np.random.normal(0, 1, (batch_size, 100)), np.ones((batch_size, 1)))
