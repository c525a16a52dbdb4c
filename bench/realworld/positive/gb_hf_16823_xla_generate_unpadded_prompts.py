# source: https://github.com/huggingface/transformers/issues/16823
# symptom: wrapping generate in tf.function makes every new prompt length a new (XLA) trace; latency spikes and the process grows as requests with new lengths arrive
# expect: TFM001 14
# note: batch script in the spirit of the thread: generate is wrapped with tf.function (no input_signature, no padding to fixed buckets) and called once per line of the input file with the tokenizer's natural length.
import sys

import tensorflow as tf
from transformers import AutoTokenizer, TFAutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained("gpt2")
model = TFAutoModelForCausalLM.from_pretrained("gpt2")
model.config.pad_token_id = model.config.eos_token_id

xla_generate = tf.function(model.generate, jit_compile=True)


def complete_file(path, max_new_tokens=32):
    completions = []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            tokens = tokenizer([line], return_tensors="tf")
            out = xla_generate(**tokens, max_new_tokens=max_new_tokens, do_sample=False)
            completions.append(tokenizer.decode(out[0], skip_special_tokens=True))
    return completions


if __name__ == "__main__":
    for c in complete_file(sys.argv[1]):
        print(c)
