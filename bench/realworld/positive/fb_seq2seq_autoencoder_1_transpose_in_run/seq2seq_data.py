import numpy as np

PAD, GO, EOS = 0, 1, 2


def load_corpus(path, max_len):
    with open(path) as f:
        sentences = [line.split()[: max_len - 1] for line in f if line.strip()]
    vocab = {"<pad>": PAD, "<go>": GO, "<eos>": EOS}
    for sentence in sentences:
        for word in sentence:
            vocab.setdefault(word, len(vocab))
    ids = np.zeros((len(sentences), max_len), dtype=np.int32)
    for row, sentence in enumerate(sentences):
        ids[row, : len(sentence)] = [vocab[w] for w in sentence]
        ids[row, len(sentence)] = EOS
    return ids, vocab


def batches(ids, batch_size):
    order = np.random.permutation(len(ids))
    for start in range(0, len(ids) - batch_size + 1, batch_size):
        enc = ids[order[start:start + batch_size]]
        dec = np.concatenate([np.full((batch_size, 1), GO, np.int32), enc[:, :-1]], axis=1)
        yield enc[:, ::-1], dec, enc, (enc != PAD).astype(np.float32)
