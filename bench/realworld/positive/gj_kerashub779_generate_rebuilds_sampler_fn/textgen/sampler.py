import tensorflow as tf


class GreedySampler(object):
    """Greedy next-token sampler used by CausalLM.generate()."""

    def __init__(self, end_token_id=None):
        self.end_token_id = end_token_id

    def get_next_token(self, probs):
        return tf.argmax(probs, axis=-1, output_type=tf.int32)

    def sample(self, next_fn, prompt, mask, max_length):

        @tf.function(jit_compile=True)
        def run(prompt, mask):
            def cond(p, m, i):
                return i < max_length

            def body(p, m, i):
                probs = next_fn(p, i)
                token = self.get_next_token(probs)
                token = tf.where(m[:, i], p[:, i], token)
                p = tf.tensor_scatter_nd_update(
                    tf.transpose(p), [[i]], tf.expand_dims(token, 0))
                return tf.transpose(p), m, i + 1

            start = tf.reduce_min(tf.reduce_sum(tf.cast(mask, tf.int32), axis=1))
            prompt, _, _ = tf.while_loop(cond, body, (prompt, mask, start))
            return prompt

        return run(prompt, mask)


class CausalLM(object):
    def __init__(self, backbone, tokenizer, end_token_id):
        self.backbone = backbone
        self.tokenizer = tokenizer
        self.end_token_id = end_token_id

    def _next(self, prompt, index):
        logits = self.backbone(prompt, training=False)
        return tf.nn.softmax(logits[:, index - 1, :], axis=-1)

    def generate(self, prompts, max_length=64):
        prompt, mask = self.tokenizer.pad_to(prompts, max_length)
        sampler = GreedySampler(end_token_id=self.end_token_id)
        tokens = sampler.sample(self._next, prompt, mask, max_length)
        return self.tokenizer.detokenize(tokens)
