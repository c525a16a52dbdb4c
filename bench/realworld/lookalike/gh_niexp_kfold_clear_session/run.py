import csv

from keras import datasets

from experiment import experiment


def main():
    (x_train, y_train), (x_test, y_test) = datasets.cifar10.load_data()
    x_train, x_test = x_train.astype("float32") / 255.0, x_test.astype("float32") / 255.0
    rows = experiment(x_train, y_train.ravel(), x_test, y_test.ravel())
    with open("results.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["config", "fold", "loss", "accuracy"])
        writer.writerows(rows)


if __name__ == "__main__":
    main()
