import re

MAX_LEN = 200


def encode(text, vocab_size=20000):
    ids = [hash(tok) % (vocab_size - 2) + 2 for tok in re.findall(r"\w+", text.lower())][:MAX_LEN]
    return ids + [0] * (MAX_LEN - len(ids))
