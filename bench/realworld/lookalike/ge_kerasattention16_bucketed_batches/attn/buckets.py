import numpy as np

BUCKETS = (16, 32, 64, 128)


def bucket_for(length):
    for b in BUCKETS:
        if length <= b:
            return b
    return BUCKETS[-1]


def make_bucketed_batches(sequences, targets, batch_size, n_features):
    grouped = {b: [] for b in BUCKETS}
    for seq, tgt in zip(sequences, targets):
        grouped[bucket_for(len(seq))].append((seq[:BUCKETS[-1]], tgt))
    batches = []
    for b, items in grouped.items():
        for start in range(0, len(items), batch_size):
            chunk = items[start:start + batch_size]
            x = np.zeros((len(chunk), b, n_features), dtype="float32")
            for row, (seq, _) in enumerate(chunk):
                x[row, :len(seq)] = seq
            y = np.array([t for _, t in chunk], dtype="float32")
            batches.append((x, y))
    np.random.shuffle(batches)
    return batches
