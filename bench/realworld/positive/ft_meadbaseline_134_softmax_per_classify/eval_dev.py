import argparse
import time

import tensorflow as tf

from classify_model import ConvClassifier
from reader import load_vocab, read_sst2


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--dev", default="data/stsa.binary.dev")
    args = ap.parse_args()
    vocab, labels = load_vocab(args.model + ".vocab"), ["0", "1"]
    sess = tf.Session()
    model = ConvClassifier.create(sess, vocab, labels)
    tf.train.Saver().restore(sess, args.model)

    tic = time.time()
    correct = total = 0
    for gold, tokens in read_sst2(args.dev):
        scores = model.classify_text(tokens)
        guess = max(scores, key=lambda kv: kv[1])[0]
        correct += int(guess == gold)
        total += 1
    print("acc %.4f on %d sentences in %.1fs" % (correct / float(total), total, time.time() - tic))


if __name__ == "__main__":
    main()
