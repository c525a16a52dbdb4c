# source: https://github.com/minimaxir/textgenrnn/issues/234
# symptom: after the #231 fix training is back to normal speed, but generating the 0.2/0.5/1.0 temperature samples after each gen_epochs has slowed down tremendously
# expect: TFM008 30
# note: snippet as pasted (star import, vocab helpers and the training call live elsewhere); the Keras callback samples text character by character with model.predict at the end of every gen_epochs-th epoch
from keras import *


class generate_after_epoch(callbacks.Callback):
    def __init__(self, vocab, indices_char, max_length, gen_epochs, max_gen_length,
                 temperatures=(0.2, 0.5, 1.0), n_samples=3, meta_token="<s>"):
        super().__init__()
        self.vocab = vocab
        self.indices_char = indices_char
        self.max_length = max_length
        self.gen_epochs = gen_epochs
        self.max_gen_length = max_gen_length
        self.temperatures = temperatures
        self.n_samples = n_samples
        self.meta_token = meta_token

    def on_epoch_end(self, epoch, logs={}):
        if self.gen_epochs <= 0 or (epoch + 1) % self.gen_epochs != 0:
            return
        for temperature in self.temperatures:
            print("#" * 20 + "\nTemperature: {}\n".format(temperature) + "#" * 20)
            for _ in range(self.n_samples):
                text, next_char = [self.meta_token], ""
                while next_char != self.meta_token and len(text) < self.max_gen_length:
                    encoded = encode_sequence(text[-self.max_length:], self.vocab, self.max_length)
                    preds = self.model.predict(encoded, batch_size=1)[0]
                    next_char = self.indices_char[sample(preds, temperature)]
                    text.append(next_char)
                print("".join(t for t in text[1:] if t != self.meta_token) + "\n")


model.fit(gen, steps_per_epoch=steps_per_epoch, epochs=num_epochs,
          callbacks=[LearningRateScheduler(lr_linear_decay),
                     generate_after_epoch(vocab, indices_char, max_length, gen_epochs, max_gen_length),
                     save_model_weights(weights_path, num_epochs, save_epochs)],
          verbose=verbose, max_queue_size=10)
