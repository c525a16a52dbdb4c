"""Classify every image of a folder with a retrained Inception graph and write a CSV."""
import argparse
import csv
import os

import numpy as np
import tensorflow.compat.v1 as tf

from image_ops import ImagePreprocessor, load_graph


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--graph", default="retrained_graph.pb")
    parser.add_argument("--labels", default="retrained_labels.txt")
    parser.add_argument("--image_dir", required=True)
    parser.add_argument("--out", default="predictions.csv")
    args = parser.parse_args()

    graph = load_graph(args.graph)
    prep = ImagePreprocessor(graph)
    input_t = graph.get_operation_by_name("import/Mul").outputs[0]
    output_t = graph.get_operation_by_name("import/final_result").outputs[0]
    graph.finalize()
    labels = [l.strip() for l in open(args.labels)]

    with tf.Session(graph=graph) as sess, open(args.out, "w", newline="") as fh:
        writer = csv.writer(fh)
        for name in sorted(os.listdir(args.image_dir)):
            t = prep.run(sess, os.path.join(args.image_dir, name))
            scores = np.squeeze(sess.run(output_t, {input_t: t}))
            top = int(scores.argmax())
            writer.writerow([name, labels[top], float(scores[top])])


if __name__ == "__main__":
    main()
