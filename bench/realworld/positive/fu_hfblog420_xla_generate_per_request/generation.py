import tensorflow as tf
from transformers import AutoTokenizer, TFAutoModelForCausalLM


class TextCompleter:
    def __init__(self, checkpoint="gpt2", pad_multiple=32):
        self.tokenizer = AutoTokenizer.from_pretrained(
            checkpoint, padding_side="left", pad_token="</s>")
        self.model = TFAutoModelForCausalLM.from_pretrained(checkpoint)
        self.pad_multiple = pad_multiple

    def _encode(self, prompts):
        return self.tokenizer(prompts, return_tensors="tf", padding=True,
                              pad_to_multiple_of=self.pad_multiple)

    def complete(self, prompts, max_new_tokens=32, num_beams=1, temperature=None):
        xla_generate = tf.function(self.model.generate, jit_compile=True)
        inputs = self._encode(prompts)
        kwargs = dict(max_new_tokens=max_new_tokens, num_beams=num_beams)
        if temperature is not None:
            kwargs.update(do_sample=True, temperature=temperature)
        tokens = xla_generate(**inputs, **kwargs)
        return self.tokenizer.batch_decode(tokens, skip_special_tokens=True)
