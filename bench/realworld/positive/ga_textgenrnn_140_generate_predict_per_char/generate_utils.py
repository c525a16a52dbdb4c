import numpy as np
from tensorflow.keras.preprocessing import sequence


def textgenrnn_sample(preds, temperature, interactive=False, top_n=3):
    preds = np.asarray(preds).astype("float64")
    if temperature is None or temperature == 0.0:
        return np.argmax(preds)
    preds = np.log(preds + np.finfo(float).eps) / temperature
    exp_preds = np.exp(preds)
    preds = exp_preds / np.sum(exp_preds)
    probas = np.random.multinomial(1, preds, 1)
    if not interactive:
        index = np.argmax(probas)
        if index == 0:
            index = np.argsort(preds)[-2]
        return index
    return np.argsort(-preds)[:top_n]


def textgenrnn_encode_sequence(text, vocab, maxlen):
    encoded = np.array([vocab.get(x, 0) for x in text])
    return sequence.pad_sequences([encoded], maxlen=maxlen)


def textgenrnn_generate(model, vocab, indices_char, temperature=0.5, maxlen=40,
                        meta_token="<s>", word_level=False, prefix=None, max_gen_length=300):
    text = [meta_token] + list(prefix) if prefix else [meta_token]
    next_char = ""
    while next_char != meta_token and len(text) < max_gen_length:
        encoded_text = textgenrnn_encode_sequence(text[-maxlen:], vocab, maxlen)
        next_index = textgenrnn_sample(model.predict(encoded_text, batch_size=1)[0], temperature)
        next_char = indices_char[next_index]
        text += [next_char]
    collapse_char = " " if word_level else ""
    if text[-1] == meta_token:
        text = text[:-1]
    return collapse_char.join(text[1:])
