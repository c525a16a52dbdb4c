# source: https://openillumi.com/?p=72952
# symptom: "11 out of the last 11 calls to <function Model.make_predict_function.<locals>.predict_function> triggered tf.function retracing" on every inference, and slow inference; the fix found on Stack Overflow was to call the model directly instead of model.predict
# note: look-alike: the fixed version from the article: the inference loop calls model(x, training=False) on each frame batch, which does not set up a prediction loop (and its function) on every call
import numpy as np
import tensorflow as tf

model = tf.keras.models.load_model("classifier.keras")


def classify_stream(batches):
    labels = []
    for batch in batches:
        probs = model(batch, training=False)
        labels.extend(np.argmax(probs.numpy(), axis=-1).tolist())
    return labels


if __name__ == "__main__":
    frames = np.random.rand(100, 8, 224, 224, 3).astype("float32")
    print(classify_stream(frames)[:10])
