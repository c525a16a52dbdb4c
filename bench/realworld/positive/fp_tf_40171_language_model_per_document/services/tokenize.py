import re

VOCAB_SIZE = 50000
MAX_LEN = 256


def to_ids(text):
    tokens = re.findall(r"\w+", text.lower())[:MAX_LEN]
    ids = [hash(t) % (VOCAB_SIZE - 1) + 1 for t in tokens]
    return ids + [0] * (MAX_LEN - len(ids))
