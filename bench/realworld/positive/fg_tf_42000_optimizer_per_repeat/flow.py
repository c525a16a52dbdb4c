import tensorflow as tf

from steps import train_step


def make_model():
    return tf.keras.Sequential([
        tf.keras.layers.Flatten(input_shape=(28, 28)),
        tf.keras.layers.Dense(128, activation="relu"),
        tf.keras.layers.Dense(10),
    ])


def train_epoch(model, optimizer, dataset):
    total = 0.0
    for images, labels in dataset:
        total += float(train_step(model, optimizer, images, labels))
    return total


def run_flow(dataset, random_seed=0, num_epoch=5):
    tf.random.set_seed(random_seed)
    model = make_model()
    optimizer = tf.keras.optimizers.Adam()
    for epoch in range(num_epoch):
        print(random_seed, epoch, train_epoch(model, optimizer, dataset))
    return model
