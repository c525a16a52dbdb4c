# source: https://github.com/ajax997/ImageRecognizer/blob/HEAD/gg.py
# symptom: scoring the 10k MNIST test images one by one takes minutes and memory keeps rising (TF 2.x predict in a loop)
# expect: TFM008 21
# note: the script loads a saved model and calls predict on one reshaped test image per iteration to compute a running accuracy
import numpy as np
from tensorflow.keras.datasets import mnist
from tensorflow.keras.models import load_model

(x_train, y_train), (x_test, y_test) = mnist.load_data()
x_test = x_test.astype("float32") / 255.0

model = load_model("model.h5")
model.compile(loss="categorical_crossentropy", optimizer="rmsprop", metrics=["accuracy"])

print(x_test.shape)

correct = 0
wrong_ids = []
for i in range(x_test.shape[0]):
    test_img = x_test[i].reshape(1, 28, 28, 1)
    probs = model.predict(test_img, verbose=0)
    label = int(np.argmax(probs, axis=1)[0])
    if label == y_test[i]:
        correct += 1
    else:
        wrong_ids.append(i)
    if (i + 1) % 500 == 0:
        print(f"{i + 1} images, running accuracy {correct / (i + 1):.4f}")

np.save("wrong_ids.npy", np.array(wrong_ids))
