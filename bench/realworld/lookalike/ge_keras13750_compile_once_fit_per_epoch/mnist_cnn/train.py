from tensorflow import keras

from mnist_cnn.model import build_and_compile

batch_size, num_classes, epochs = 128, 10, 12

(x_train, y_train), (x_test, y_test) = keras.datasets.mnist.load_data()
x_train = x_train.reshape(-1, 28, 28, 1).astype("float32") / 255
x_test = x_test.reshape(-1, 28, 28, 1).astype("float32") / 255
y_train = keras.utils.to_categorical(y_train, num_classes)
y_test = keras.utils.to_categorical(y_test, num_classes)

model = build_and_compile((28, 28, 1), num_classes)
history = []
for epoch in range(epochs):
    h = model.fit(x_train, y_train, batch_size=batch_size, epochs=1, verbose=0)
    loss, acc = model.evaluate(x_test, y_test, verbose=0)
    history.append((h.history["loss"][0], loss, acc))
    print(f"epoch {epoch + 1}: train_loss={history[-1][0]:.4f} test_acc={acc:.4f}")
