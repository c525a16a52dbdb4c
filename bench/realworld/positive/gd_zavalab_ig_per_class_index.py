# source: https://github.com/zavalab/ML/blob/master/CNN_Plastic/code/integratedGradient.py
# symptom: integrated gradients for every class of every spectrum: the tf.function receives the model and a Python int class index, so each (image, class) call traces a new graph; slowdown and growing memory over the attribution run
# expect: TFM001 12
# expect: TFM007 45
# note: keeps the repository pattern: @tf.function ig(model, baseline, image, target_class_idx, m_steps, batch_size) called inside a loop over class indices
import argparse

import numpy as np
import tensorflow as tf


@tf.function
def ig(model, baseline, image, target_class_idx, m_steps=50, batch_size=2):
    alphas = tf.linspace(start=0.0, stop=1.0, num=m_steps + 1)
    grads_ta = tf.TensorArray(tf.float32, size=m_steps + 1)
    for start in tf.range(0, m_steps + 1, batch_size):
        stop = tf.minimum(start + batch_size, m_steps + 1)
        alpha_batch = alphas[start:stop][:, tf.newaxis, tf.newaxis]
        path = tf.expand_dims(baseline, 0) + alpha_batch * tf.expand_dims(image - baseline, 0)
        with tf.GradientTape() as tape:
            tape.watch(path)
            probs = tf.nn.softmax(model(path), axis=-1)[:, target_class_idx]
        grads = tape.gradient(probs, path)
        grads_ta = grads_ta.scatter(tf.range(start, stop), grads)
    total = grads_ta.stack()
    avg = tf.reduce_mean((total[:-1] + total[1:]) / 2.0, axis=0)
    return (image - baseline) * avg


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="plastic_cnn.h5")
    parser.add_argument("--spectra", default="test_spectra.npy")
    parser.add_argument("--out", default="ig_maps.npy")
    args = parser.parse_args()

    model = tf.keras.models.load_model(args.model)
    spectra = np.load(args.spectra).astype(np.float32)
    n_classes = model.output_shape[-1]
    maps = np.zeros((len(spectra), n_classes) + spectra.shape[1:], dtype=np.float32)
    for i, spectrum in enumerate(spectra):
        image = tf.constant(spectrum)
        baseline = tf.zeros_like(image)
        for class_idx in range(n_classes):
            attribution = ig(model, baseline, image, class_idx, m_steps=64, batch_size=8)
            maps[i, class_idx] = attribution.numpy()
        print("spectrum %d/%d done" % (i + 1, len(spectra)))
    np.save(args.out, maps)


if __name__ == "__main__":
    main()
