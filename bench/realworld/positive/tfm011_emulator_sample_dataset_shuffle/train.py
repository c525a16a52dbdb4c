import tensorflow as tf

from emulation.data import get_sample_dataset, get_train_dataset


def main(paths, read_fn, build_model, epochs=30):
    sample = get_sample_dataset(paths, read_fn).take(100_000).batch(10_000)
    model = build_model()
    model.get_layer("norm").adapt(sample.map(lambda x, y: x))
    model.compile(optimizer="adam", loss="mse")
    model.fit(get_train_dataset(paths, read_fn), epochs=epochs)
    return model
