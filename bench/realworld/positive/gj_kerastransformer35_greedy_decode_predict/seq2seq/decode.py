"""Greedy decoding for the encoder-decoder transformer."""
import numpy as np
from tensorflow import keras


def greedy_decode(model: keras.Model, tokens, start_token, end_token, pad_token,
                  max_len=None, top_k=1):
    batch_size = len(tokens)
    decoder_inputs = [[start_token] for _ in range(batch_size)]
    outputs = [None] * batch_size
    max_input_len = max(len(t) for t in tokens)
    if max_len is None:
        max_len = max_input_len * 2
    encoder_inputs = np.array(
        [t + [pad_token] * (max_input_len - len(t)) for t in tokens], dtype=np.int32)
    step = 0
    while step < max_len:
        step += 1
        active = [i for i in range(batch_size) if outputs[i] is None]
        if not active:
            break
        dec_len = max(len(decoder_inputs[i]) for i in active)
        batch_dec = np.array(
            [decoder_inputs[i] + [pad_token] * (dec_len - len(decoder_inputs[i])) for i in active],
            dtype=np.int32)
        probs = model.predict([encoder_inputs[active], batch_dec], verbose=0)
        for j, i in enumerate(active):
            last = probs[j, len(decoder_inputs[i]) - 1]
            if top_k == 1:
                next_tok = int(np.argmax(last))
            else:
                cand = np.argsort(last)[-top_k:]
                next_tok = int(np.random.choice(cand, p=last[cand] / last[cand].sum()))
            decoder_inputs[i].append(next_tok)
            if next_tok == end_token or len(decoder_inputs[i]) >= max_len:
                outputs[i] = decoder_inputs[i][1:]
    return outputs
