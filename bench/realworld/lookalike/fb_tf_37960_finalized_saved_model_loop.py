# source: https://github.com/tensorflow/tensorflow/issues/37960
# symptom: RSS grows over 10,000 sess.run calls on a loaded SavedModel (TF 1.15.2) although the reporter finalized the graph and nothing is added to it
# note: look-alike for graph growth: the SavedModel is loaded once into a session with its own graph, the graph is finalized (any new op would raise), and the loop only feeds and fetches tensors by name; the growth the report measures is not graph growth
import os

import numpy as np
import psutil
import tensorflow as tf

N_REPS = 10000


def score_requests(saved_model_path, requests):
    process = psutil.Process(os.getpid())
    sess = tf.Session(graph=tf.Graph())
    tf.saved_model.loader.load(sess, [tf.saved_model.tag_constants.SERVING], saved_model_path)
    sess.graph.finalize()
    scores = []
    for i in range(N_REPS):
        features = requests[i % len(requests)]
        score = sess.run("loss:0", feed_dict={"features:0": features})
        scores.append(float(score))
        if i % 1000 == 0:
            print(i, process.memory_info().rss // 2**20, "MB")
    sess.close()
    return scores


if __name__ == "__main__":
    batch = np.load("requests.npy")
    score_requests("export/1585000000", batch)
