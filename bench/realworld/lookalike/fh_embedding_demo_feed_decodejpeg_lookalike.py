# source: https://github.com/sugyan/tf-embedding-visualization-demo/blob/HEAD/main.py
# symptom: none: per-image work only feeds bytes into the imported Inception graph
# note: the frozen graph is imported once; the loop over image files feeds the JPEG bytes to the graph's own DecodeJpeg input and fetches an existing tensor, creating no op
import os

import numpy as np
import tensorflow as tf

tf.compat.v1.disable_eager_execution()


def load_inception(path="/tmp/imagenet/classify_image_graph_def.pb"):
    graph_def = tf.compat.v1.GraphDef()
    with tf.io.gfile.GFile(path, "rb") as f:
        graph_def.ParseFromString(f.read())
    tf.import_graph_def(graph_def, name="")


def main(image_dir="images"):
    load_inception()
    features = []
    with tf.compat.v1.Session() as sess:
        pool3 = sess.graph.get_tensor_by_name("pool_3:0")
        for filename in sorted(os.listdir(image_dir)):
            if not filename.lower().endswith(".jpg"):
                continue
            with open(os.path.join(image_dir, filename), "rb") as f:
                vec = sess.run(pool3, {"DecodeJpeg/contents:0": f.read()})
            features.append(np.squeeze(vec))
    np.save("pool3_features.npy", np.stack(features))


if __name__ == "__main__":
    main()
