import tensorflow as tf


def post_build_ops(dataset, prefetch, batch_size, test=False):
    dataset = dataset.shuffle(2110)
    if not test:
        for i in range(1, 6):
            dataset = dataset.repeat(2)
            dataset = dataset.shuffle(125779 * i)
    dataset = dataset.batch(batch_size)
    return dataset.prefetch(buffer_size=prefetch)
