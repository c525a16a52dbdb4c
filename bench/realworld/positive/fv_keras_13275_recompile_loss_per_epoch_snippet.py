# source: https://github.com/keras-team/keras/issues/13275
# symptom: question: the discriminator's custom loss depends on the epoch number and the user asks how to change it after compile(); compiling again at every epoch of the GAN loop is the workaround under discussion
# expect: TFM013 36
# note: D is built once before the loop (helper defined elsewhere, as in the report); only compile is repeated, so
# note: every epoch discards the traced train function and traces it again. Snippet as pasted in the issue: star
# note: imports, np and tf taken from the surrounding notebook.

from tensorflow.keras.layers import *
from tensorflow.keras.models import *
import math

# Discriminator(), Generator(), load_real_images() and img_shape are defined earlier in the notebook

def custom_loss(epo):
    def loss(y_true, y_pred):
        m = tf.keras.losses.binary_crossentropy(y_true, y_pred)
        x = math.log10(epo)
        scale = math.sqrt(x * x) / 100
        return tf.reduce_mean(m * scale)
    return loss

D = Discriminator()
G = Generator()

z = Input(shape=(100,))
D.trainable = False
combined = Model(z, D(G(z)))
combined.compile(loss="binary_crossentropy", optimizer=tf.keras.optimizers.Adam(0.0002, 0.5))

X_train = load_real_images()
batch_size = 64
half = batch_size // 2

for epoch in range(1, 3001):
    D.trainable = True
    D.compile(loss=custom_loss(epoch), optimizer=tf.keras.optimizers.Adam(0.0002, 0.5), metrics=["accuracy"])
    idx = np.random.randint(0, X_train.shape[0], half)
    noise = np.random.normal(0, 1, (half, 100))
    gen_imgs = G.predict_on_batch(noise)
    d_loss_real = D.train_on_batch(X_train[idx], np.ones((half, 1)))
    d_loss_fake = D.train_on_batch(gen_imgs, np.zeros((half, 1)))
    d_loss = 0.5 * np.add(d_loss_real, d_loss_fake)

    D.trainable = False
    noise = np.random.normal(0, 1, (batch_size, 100))
    g_loss = combined.train_on_batch(noise, np.ones((batch_size, 1)))
    if epoch % 100 == 0:
        print("%d [D loss: %f, acc.: %.2f%%] [G loss: %f]" % (epoch, d_loss[0], 100 * d_loss[1], g_loss))
