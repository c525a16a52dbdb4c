import numpy as np
import tensorflow as tf

import settings


def enable_memory_growth():
    for gpu in tf.config.experimental.list_physical_devices("GPU"):
        tf.config.experimental.set_memory_growth(gpu, True)


def predict(model, token_ids):
    """Run the model on the current prefix and sample one token from the top-k distribution.

    :param model: trained keras model
    :param token_ids: list of token ids generated so far (including [CLS])
    :return: sampled token id
    """
    _probas = model.predict([token_ids, ])[0, -1, 3:]
    p_args = _probas.argsort()[::-1][:100]
    p = _probas[p_args]
    p = p / sum(p)
    target_index = np.random.choice(len(p), p=p)
    return p_args[target_index] + 3


def generate_random_poetry(tokenizer, model, s=""):
    token_ids = tokenizer.encode(s)
    token_ids = token_ids[:-1]
    while len(token_ids) < settings.MAX_LEN:
        target = predict(model, token_ids)
        token_ids.append(target)
        if target == tokenizer.end_id:
            break
    return "".join(tokenizer.decode(token_ids))


def generate_acrostic(tokenizer, model, head):
    token_ids = tokenizer.encode("")
    token_ids = token_ids[:-1]
    punctuations = ["，", "。"]
    punctuation_ids = {tokenizer.token_to_id(token) for token in punctuations}
    poetry = []
    for ch in head:
        poetry.append(ch)
        token_ids.append(tokenizer.token_to_id(ch))
        while True:
            target = predict(model, token_ids)
            token_ids.append(target)
            if target > 3:
                poetry.append(tokenizer.id_to_token(target))
            if target in punctuation_ids:
                break
    return "".join(poetry)
