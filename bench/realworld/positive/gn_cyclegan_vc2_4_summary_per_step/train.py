"""Training entry point: one optimisation step per random pair of batches."""
import argparse

import numpy as np

from model import CycleGAN2


def sample_batches(features_A, features_B, batch_size, n_frames=128):
    idx_A = np.random.randint(0, len(features_A), batch_size)
    idx_B = np.random.randint(0, len(features_B), batch_size)
    crop = lambda f: f[:, :n_frames]
    return (np.stack([crop(features_A[i]) for i in idx_A]),
            np.stack([crop(features_B[i]) for i in idx_B]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", default="cache/speaker_A.npy")
    parser.add_argument("--b", default="cache/speaker_B.npy")
    parser.add_argument("--steps", type=int, default=200000)
    parser.add_argument("--batch", type=int, default=1)
    args = parser.parse_args()

    feats_A = np.load(args.a, allow_pickle=True)
    feats_B = np.load(args.b, allow_pickle=True)
    model = CycleGAN2(num_features=feats_A[0].shape[0])
    lr = 2e-4
    for step in range(args.steps):
        batch_A, batch_B = sample_batches(feats_A, feats_B, args.batch)
        loss = model.train(batch_A, batch_B, lr)
        if step % 100 == 0:
            summaries = model.sess.run(model.summary(), feed_dict={model.input_A: batch_A, model.input_B: batch_B})
            model.writer.add_summary(summaries, step)
            print("step %d loss %.4f" % (step, loss))
        if step > 10000:
            lr = max(0.0, lr - 2e-4 / 190000)


if __name__ == "__main__":
    main()
