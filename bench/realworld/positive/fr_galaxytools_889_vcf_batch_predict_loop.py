# source: https://github.com/bgruening/galaxytools/pull/889
# symptom: prediction on large VCF inputs is done batch by batch to stay memory-friendly, but each batch goes through model.predict, which sets up a full prediction loop per call (slow; leaked memory on older TF 2.x)
# expect: TFM008 46
# note: after the PR's batch predictor: a while loop walks the generator's index batches and calls predict on each converted batch, writing results incrementally
import argparse

import numpy as np
import pandas as pd
import tensorflow as tf


class VcfBatchFlow:
    def __init__(self, table, batch_size=1024):
        self.table = table
        self.batch_size = batch_size
        self._pos = 0

    def __len__(self):
        return int(np.ceil(len(self.table) / self.batch_size))

    def next_indices(self):
        idx = np.arange(self._pos, min(self._pos + self.batch_size, len(self.table)))
        self._pos += self.batch_size
        return idx

    def batch_arrays(self, idx):
        rows = self.table.iloc[idx]
        ref = np.stack(rows["ref_onehot"].to_numpy())
        alt = np.stack(rows["alt_onehot"].to_numpy())
        return np.concatenate([ref, alt], axis=-1).astype("float32")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", required=True)
    parser.add_argument("--variants", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    estimator = tf.keras.models.load_model(args.model)
    flow = VcfBatchFlow(pd.read_pickle(args.variants))
    header_done, steps_done = False, 0
    with open(args.out, "w") as out:
        while steps_done < len(flow):
            batch_X = flow.batch_arrays(flow.next_indices())
            batch_preds = estimator.predict(batch_X)
            if batch_preds.shape[-1] > 1:
                batch_preds = batch_preds.argmax(axis=-1)
            frame = pd.DataFrame({"prediction": np.ravel(batch_preds)})
            frame.to_csv(out, sep="\t", header=not header_done, index=False)
            header_done = True
            steps_done += 1


if __name__ == "__main__":
    main()
