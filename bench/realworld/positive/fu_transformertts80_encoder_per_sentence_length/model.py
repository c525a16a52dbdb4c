import numpy as np
import tensorflow as tf


class AutoregressiveTransformer(tf.keras.Model):
    def __init__(self, encoder, decoder, tokenizer, mel_channels=80, max_len=1000):
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder
        self.tokenizer = tokenizer
        self.mel_channels = mel_channels
        self.max_len = max_len
        self.decoder_signature = [
            tf.TensorSpec([1, None, 512], tf.float32),
            tf.TensorSpec([1, None, mel_channels], tf.float32),
        ]
        self._forward_decoder = tf.function(self._decode, input_signature=self.decoder_signature)

    @tf.function
    def _forward_encoder(self, inputs):
        return self.encoder(inputs, training=False)

    def _decode(self, enc_output, mel_so_far):
        return self.decoder(enc_output, mel_so_far, training=False)

    def predict(self, text, stop_threshold=0.5):
        tokens = self.tokenizer(text)
        inputs = tf.reshape(tf.constant(tokens, dtype=tf.int32), (1, len(tokens)))
        enc_output = self._forward_encoder(inputs)
        mel = tf.zeros((1, 1, self.mel_channels))
        for _ in range(self.max_len):
            frame, stop_prob = self._forward_decoder(enc_output, mel)
            mel = tf.concat([mel, frame[:, -1:, :]], axis=1)
            if float(stop_prob[0, -1]) > stop_threshold:
                break
        return mel[0, 1:].numpy()
