import numpy as np
from keras.datasets import mnist

from ewc import EWCClassifier


def permuted_tasks(x, y, n_tasks, seed=0):
    rng = np.random.RandomState(seed)
    tasks = []
    for t in range(n_tasks):
        perm = np.arange(x.shape[1]) if t == 0 else rng.permutation(x.shape[1])
        tasks.append((x[:, perm], y))
    return tasks


def main():
    (x_train, y_train), (x_test, y_test) = mnist.load_data()
    x_train = x_train.reshape(-1, 784).astype("float32") / 255.0
    y_train = np.eye(10)[y_train]
    tasks = permuted_tasks(x_train, y_train, n_tasks=5)
    clf = EWCClassifier(input_dim=784, n_classes=10, ewc_lambda=500, fisher_n=3000)
    for t, (xt, yt) in enumerate(tasks):
        clf.fit_task(xt, yt, epochs=10)
        clf.estimate_fisher(xt, yt)
        accs = [clf.evaluate(xe, ye) for xe, ye in tasks[:t + 1]]
        print("after task %d:" % t, ["%.3f" % a for a in accs])


if __name__ == "__main__":
    main()
