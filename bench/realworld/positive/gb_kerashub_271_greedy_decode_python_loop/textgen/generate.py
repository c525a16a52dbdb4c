"""Greedy decoding with an end token, as in the pre-graph-mode utility."""
import argparse

import tensorflow as tf

from textgen.model_fns import token_probability_fn
from textgen.tokenizer import load_tokenizer


def greedy_search(token_fn, prompt, max_length, end_token_id=None):
    prompt = tf.convert_to_tensor(prompt)
    length = prompt.shape[-1]
    while length < max_length:
        probs = token_fn(prompt)
        next_token = tf.cast(tf.argmax(probs, axis=-1), prompt.dtype)
        prompt = tf.concat([prompt, next_token[:, None]], axis=-1)
        length += 1
        if end_token_id is not None and bool(tf.reduce_all(next_token == end_token_id)):
            break
    return prompt


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--prompts", nargs="+", required=True)
    p.add_argument("--max-length", type=int, default=200)
    args = p.parse_args()
    tok = load_tokenizer("checkpoints/vocab.txt")
    for text in args.prompts:
        ids = tok.encode(text)[None, :]
        out = greedy_search(token_probability_fn, ids, args.max_length, tok.end_id)
        print(tok.decode(out[0].numpy()))


if __name__ == "__main__":
    main()
