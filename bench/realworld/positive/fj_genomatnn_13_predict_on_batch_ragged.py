# source: https://github.com/grahamgower/genomatnn/issues/13
# symptom: applying the trained network to genome windows with predict_on_batch logs "5 out of the last 27 calls to <function Model.make_predict_function.<locals>.predict_function> triggered tf.function retracing"; the maintainer notes the generator would need to produce a fixed size per batch
# expect: TFM007 23
# note: the apply step walks each chromosome region in windows; the batch at the end of every region is shorter (its size is computed from the remaining window count), so predict_on_batch sees a new batch dimension again and again
import numpy as np
import tensorflow as tf


def genotype_windows(vcf_matrix, n_haplotypes=32, width=128, stride=64):
    starts = range(0, vcf_matrix.shape[1] - width + 1, stride)
    return np.stack([vcf_matrix[:n_haplotypes, s:s + width] for s in starts]).astype(np.float32)[..., None]


def apply_model(model_path, regions, batch_size=64):
    model = tf.keras.models.load_model(model_path)
    results = {}
    for name, vcf_matrix in regions.items():
        windows = genotype_windows(vcf_matrix)
        n = len(windows)
        scores = []
        for i in range(0, n, batch_size):
            batch = windows[i:i + min(batch_size, n - i)]
            preds = model.predict_on_batch(batch)
            scores.append(np.asarray(preds)[:, 0])
        results[name] = np.concatenate(scores)
    return results


if __name__ == "__main__":
    regions = {"chr%d" % c: np.load("genotypes/chr%d.npy" % c) for c in range(1, 23)}
    out = apply_model("genomatnn_cnn.h5", regions)
    np.savez("predictions.npz", **out)
