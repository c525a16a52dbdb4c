# source: https://theneuralbase.com/keras/learn/advanced/batch-inference-pipeline/
# note: the tutorial's batch inference: the model is loaded once and predict runs once over a batched tf.data pipeline that streams the whole file, instead of once per chunk
import numpy as np
import tensorflow as tf
from tensorflow import keras


def record_stream(path, n_features=10):
    data = np.load(path, mmap_mode="r")
    for row in data:
        yield row.astype("float32")


def score_file(model_path, data_path, batch_size=256):
    model = keras.models.load_model(model_path)
    ds = tf.data.Dataset.from_generator(lambda: record_stream(data_path),
                                        output_signature=tf.TensorSpec((10,), tf.float32))
    ds = ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)
    probs = model.predict(ds, verbose=1)
    return probs.argmax(axis=1)


if __name__ == "__main__":
    labels = score_file("classifier.keras", "records.npy")
    np.save("labels.npy", labels)
