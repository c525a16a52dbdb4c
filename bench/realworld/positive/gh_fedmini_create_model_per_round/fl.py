import argparse

from keras import datasets, layers, models

import fed_utils


def create_model(input_shape, num_classes):
    model = models.Sequential([
        layers.Input(shape=input_shape),
        layers.Conv2D(32, 3, activation="relu"),
        layers.MaxPooling2D(),
        layers.Conv2D(64, 3, activation="relu"),
        layers.MaxPooling2D(),
        layers.Flatten(),
        layers.Dense(128, activation="relu"),
        layers.Dense(num_classes, activation="softmax"),
    ])
    model.compile(optimizer="sgd", loss="categorical_crossentropy", metrics=["accuracy"])
    return model


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=10)
    parser.add_argument("--global-epochs", type=int, default=30)
    parser.add_argument("--client-epochs", type=int, default=5)
    args = parser.parse_args()

    (x_train, y_train), (x_test, y_test) = datasets.cifar10.load_data()
    x_train, y_train = fed_utils.preprocess_cifar(x_train, y_train)
    x_test, y_test = fed_utils.preprocess_cifar(x_test, y_test)

    global_weights = create_model(x_train.shape[1:], 10).get_weights()

    for epoch in range(args.global_epochs):
        indices = fed_utils.iid_data_indices(args.clients, len(x_train))
        client_weights = []
        for client_id in range(args.clients):
            model = create_model(x_train.shape[1:], 10)
            model.set_weights(global_weights)
            idx = indices[client_id]
            model.fit(x_train[idx], y_train[idx], batch_size=32,
                      epochs=args.client_epochs, verbose=0, shuffle=True)
            client_weights.append(model.get_weights())
        global_weights = fed_utils.fed_avg(client_weights)
        print(f"global epoch {epoch + 1}: aggregated {len(client_weights)} clients")


if __name__ == "__main__":
    main()
