# source: https://github.com/tensorflow/tensorflow/issues/1439
# symptom: repeated sess.run calls start fast and become slower and slower (almost an hour in total); the maintainer: the program keeps adding nodes to the graph because it mixes graph construction with execution
# expect: TFM010 21
# note: placeholders are built once, but the multiply/reduce ops are created inside the nested sub-vector x centroid loops of a helper that the per-image loop calls
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

N_SUB, N_CENTROIDS, SUB_DIM = 96, 32, 4

input1 = tf.placeholder(tf.float32, [SUB_DIM])
input2 = tf.placeholder(tf.float32, [SUB_DIM])
sess = tf.Session()


def encode_image(features, centroids):
    table = np.zeros((N_SUB, N_CENTROIDS), dtype=np.float32)
    for sub in range(N_SUB):
        for c in range(N_CENTROIDS):
            product = tf.multiply(input1, input2)
            score = tf.reduce_sum(product)
            table[sub, c] = sess.run(
                score,
                feed_dict={input1: features[sub * SUB_DIM:(sub + 1) * SUB_DIM], input2: centroids[sub, c]},
            )
    return table


if __name__ == "__main__":
    local3 = np.random.rand(128, N_SUB * SUB_DIM).astype(np.float32)
    centroids = np.random.rand(N_SUB, N_CENTROIDS, SUB_DIM).astype(np.float32)
    codes = [encode_image(local3[i], centroids).argmax(axis=1) for i in range(local3.shape[0])]
    print(len(codes))
