# source: https://github.com/tensorflow/tensorflow/issues/1439
# symptom: none: the multiply/reduce ops are built once before the loops and the graph is finalized, so each sess.run only feeds new values
# note: the maintainers' advice in the thread: do not mix graph construction with execution; build the op once with placeholders and feed it
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

N_SUB, N_CENTROIDS, SUB_DIM = 96, 32, 4

input1 = tf.placeholder(tf.float32, [SUB_DIM])
input2 = tf.placeholder(tf.float32, [SUB_DIM])
score = tf.reduce_sum(tf.multiply(input1, input2))
sess = tf.Session()
sess.graph.finalize()


def encode_image(features, centroids):
    table = np.zeros((N_SUB, N_CENTROIDS), dtype=np.float32)
    for sub in range(N_SUB):
        for c in range(N_CENTROIDS):
            table[sub, c] = sess.run(score, feed_dict={input1: features[sub * SUB_DIM:(sub + 1) * SUB_DIM], input2: centroids[sub, c]})
    return table


local3 = np.random.rand(16, N_SUB * SUB_DIM).astype(np.float32)
centroids = np.random.rand(N_SUB, N_CENTROIDS, SUB_DIM).astype(np.float32)
print([encode_image(row, centroids).argmax(axis=1)[:4] for row in local3])
