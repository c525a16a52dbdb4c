import numpy as np
import tensorflow as tf

from nets import build_resnet18
from sampling import uncertainty_scores

CYCLES = 10
ADDENDUM = 1000
SUBSET = 10000
EPOCHS = 200


def main():
    (x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
    x_train, x_test = x_train / 255.0, x_test / 255.0
    indices = np.random.permutation(len(x_train))
    labeled, unlabeled = list(indices[:ADDENDUM]), list(indices[ADDENDUM:])
    for cycle in range(CYCLES):
        tf.keras.backend.clear_session()
        model = build_resnet18(num_classes=10)
        model.compile(optimizer=tf.keras.optimizers.SGD(0.1, momentum=0.9),
                      loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        model.fit(x_train[labeled], y_train[labeled], batch_size=128, epochs=EPOCHS, verbose=0)
        acc = model.evaluate(x_test, y_test, verbose=0)[1]
        print("cycle %d/%d labeled %d test acc %.4f" % (cycle + 1, CYCLES, len(labeled), acc))
        np.random.shuffle(unlabeled)
        subset = unlabeled[:SUBSET]
        scores = uncertainty_scores(model, x_train[subset])
        picked = [subset[i] for i in np.argsort(-scores)[:ADDENDUM]]
        labeled += picked
        unlabeled = [i for i in unlabeled if i not in set(picked)]


if __name__ == "__main__":
    main()
