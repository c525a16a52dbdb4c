# source: https://github.com/keras-team/keras/issues/4943
# symptom: sample previews every N batches make GAN training crawl; the hook calls the generator's predict() from on_batch_end
# expect: TFM008 22
# note: snippet as pasted in the thread's follow-up: the suggestion was to override on_batch_end instead of on_epoch_end and write images every 100 batches; generator, gan, noise_dim and save_grid come from earlier cells
from keras import *


class BatchPreview(callbacks.Callback):
    def __init__(self, generator, noise_dim, every=100, n=16):
        super().__init__()
        self.generator = generator
        self.noise_dim = noise_dim
        self.every = every
        self.n = n
        self.seen = 0

    def on_batch_end(self, batch, logs=None):
        self.seen += 1
        if self.seen % self.every:
            return
        z = ops.convert_to_numpy(random.normal((self.n, self.noise_dim)))
        fake = self.generator.predict(z, verbose=0)
        save_grid(fake, f"previews/step_{self.seen:07d}.png")


gan.fit(dataset, epochs=50, callbacks=[BatchPreview(generator, noise_dim)])
