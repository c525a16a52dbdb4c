# source: https://github.com/tensorflow/tensorflow/issues/35524
# symptom: CPU memory keeps increasing while many SavedModel directories are loaded one after another with tf.keras.models.load_model (TF 2.1); loading the same architecture from JSON did not leak
# expect: TFM009 17
# note: a model-zoo benchmark: every saved model under the export folder is loaded, evaluated and dropped, with no clear_session() between loads
import glob
import os

import numpy as np
import tensorflow as tf

EXPORT_DIR = "exports"


def benchmark(x_test, y_test):
    report = []
    for model_dir in sorted(glob.glob(os.path.join(EXPORT_DIR, "*"))):
        model = tf.keras.models.load_model(model_dir, compile=False)
        probs = model(x_test, training=False).numpy()
        report.append((os.path.basename(model_dir), float(np.mean(probs.argmax(axis=1) == y_test))))
    return report


if __name__ == "__main__":
    (_, _), (x_test, y_test) = tf.keras.datasets.mnist.load_data()
    for name, acc in benchmark(x_test[:2000] / 255.0, y_test[:2000]):
        print(f"{name}: {acc:.3f}")
