import tensorflow as tf
from tensorflow import keras

from sampler import TopKSampler


class CausalLM(keras.Model):
    def __init__(self, backbone, preprocessor, sequence_length=128, **kwargs):
        super().__init__(**kwargs)
        self.backbone = backbone
        self.preprocessor = preprocessor
        self.sequence_length = sequence_length
        self.lm_head = keras.layers.Dense(backbone.vocabulary_size, name="lm_head")
        self.sampler = TopKSampler(k=5)
        self.generate_function = None

    def call(self, token_ids, padding_mask=None):
        hidden = self.backbone({"token_ids": token_ids, "padding_mask": padding_mask})
        return self.lm_head(hidden)

    def compile(self, sampler="top_k", **kwargs):
        super().compile(**kwargs)
        self.sampler = TopKSampler(k=5) if sampler == "top_k" else sampler
        self.generate_function = None

    def make_generate_function(self):
        """Create or return the compiled generation function."""
        if self.generate_function is not None:
            return self.generate_function

        def next_logits(prompt, mask, index):
            logits = self(prompt, padding_mask=mask)
            return tf.gather(logits, index - 1, axis=1, batch_dims=1)

        def generate_function(prompt, input_mask, min_length):
            return self.sampler(next=next_logits, prompt=prompt, mask=input_mask,
                                index=min_length, end_token_id=self.preprocessor.end_token_id)

        self.generate_function = tf.function(
            generate_function,
            input_signature=[
                tf.TensorSpec([None, self.sequence_length], tf.int32),
                tf.TensorSpec([None, self.sequence_length], tf.bool),
                tf.TensorSpec([], tf.int32),
            ],
        )
        return self.generate_function

    def generate(self, prompts):
        generate_function = self.make_generate_function()
        token_ids, mask = self.preprocessor.pad(prompts, self.sequence_length)
        min_length = tf.reduce_min(tf.reduce_sum(tf.cast(mask, tf.int32), axis=-1))
        output = generate_function(token_ids, mask, min_length)
        return self.preprocessor.detokenize(output)
