"""Classify every image of a folder with a retrained Inception graph and write a CSV."""
import argparse
import csv
import os

import numpy as np
import tensorflow.compat.v1 as tf

from image_ops import load_graph, load_labels, read_tensor_from_image_file


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--graph", default="retrained_graph.pb")
    parser.add_argument("--labels", default="retrained_labels.txt")
    parser.add_argument("--image_dir", required=True)
    parser.add_argument("--out", default="predictions.csv")
    args = parser.parse_args()

    graph = load_graph(args.graph)
    labels = load_labels(args.labels)
    input_op = graph.get_operation_by_name("import/Mul")
    output_op = graph.get_operation_by_name("import/final_result")

    with tf.Session(graph=graph) as sess, open(args.out, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["file", "label", "score"])
        for name in sorted(os.listdir(args.image_dir)):
            path = os.path.join(args.image_dir, name)
            t = read_tensor_from_image_file(path)
            results = np.squeeze(sess.run(output_op.outputs[0], {input_op.outputs[0]: t}))
            top = int(results.argmax())
            writer.writerow([name, labels[top], float(results[top])])


if __name__ == "__main__":
    main()
