"""Exports a greedy-generation signature for a causal LM."""
import tensorflow as tf
from transformers import TFAutoModelForCausalLM

MAX_NEW_TOKENS = 32


def build_serving_fn(model_name="gpt2"):
    model = TFAutoModelForCausalLM.from_pretrained(model_name)
    model.config.pad_token_id = model.config.eos_token_id

    def generate_fn(input_ids, attention_mask):
        return model.generate(input_ids=input_ids, attention_mask=attention_mask,
                              max_new_tokens=MAX_NEW_TOKENS, do_sample=False)

    serving_fn = tf.function(
        generate_fn,
        input_signature=[tf.TensorSpec([None, None], tf.int32, name="input_ids"),
                         tf.TensorSpec([None, None], tf.int32, name="attention_mask")],
        jit_compile=True)
    return model, serving_fn
