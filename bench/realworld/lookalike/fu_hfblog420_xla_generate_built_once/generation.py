import tensorflow as tf
from transformers import AutoTokenizer, TFAutoModelForCausalLM


class TextCompleter:
    def __init__(self, checkpoint="gpt2", pad_multiple=32):
        self.tokenizer = AutoTokenizer.from_pretrained(
            checkpoint, padding_side="left", pad_token="</s>")
        self.model = TFAutoModelForCausalLM.from_pretrained(checkpoint)
        self.pad_multiple = pad_multiple
        self.xla_generate = tf.function(self.model.generate, jit_compile=True)

    def complete(self, prompts, max_new_tokens=32, num_beams=1):
        inputs = self.tokenizer(prompts, return_tensors="tf", padding=True,
                                pad_to_multiple_of=self.pad_multiple)
        tokens = self.xla_generate(**inputs, max_new_tokens=max_new_tokens, num_beams=num_beams)
        return self.tokenizer.batch_decode(tokens, skip_special_tokens=True)

    def warmup(self, lengths=(8, 40, 72), max_new_tokens=32):
        for n in lengths:
            self.complete(["hello " * n], max_new_tokens=max_new_tokens)
