import tensorflow as tf
from transformers import GPT2Tokenizer, TFGPT2LMHeadModel


class GreedyGenerator:
    def __init__(self, name="gpt2"):
        self.tokenizer = GPT2Tokenizer.from_pretrained(name)
        self.model = TFGPT2LMHeadModel.from_pretrained(name)

    @tf.function(experimental_relax_shapes=True)
    def model_static(self, input_ids):
        logits = self.model(input_ids, training=False)[0]
        return tf.argmax(logits[:, -1, :], axis=-1, output_type=tf.int32)

    def generate(self, prompt, max_new_tokens=64):
        ids = tf.constant([self.tokenizer.encode(prompt)], dtype=tf.int32)
        for _ in range(max_new_tokens):
            next_id = self.model_static(ids)
            ids = tf.concat([ids, next_id[:, None]], axis=1)
            if int(next_id[0]) == self.tokenizer.eos_token_id:
                break
        return self.tokenizer.decode(ids[0].numpy().tolist())
