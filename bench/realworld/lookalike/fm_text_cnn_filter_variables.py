# source: https://github.com/dennybritz/cnn-text-classification-tf/blob/HEAD/text_cnn.py
# note: look-alike (TF1): the loop over filter sizes runs once, while the graph is being built; each iteration creates its own W and b under a distinct name scope and all of them are used by the concatenated output. The session loop that follows only feeds placeholders and runs ops built before it
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


class TextCNN:
    def __init__(self, sequence_length, num_classes, vocab_size, embedding_size, filter_sizes, num_filters):
        self.input_x = tf.placeholder(tf.int32, [None, sequence_length], name="input_x")
        self.input_y = tf.placeholder(tf.float32, [None, num_classes], name="input_y")
        self.keep_prob = tf.placeholder(tf.float32, name="keep_prob")
        embeddings = tf.Variable(tf.random_uniform([vocab_size, embedding_size], -1.0, 1.0), name="W")
        expanded = tf.expand_dims(tf.nn.embedding_lookup(embeddings, self.input_x), -1)

        pooled_outputs = []
        for filter_size in filter_sizes:
            with tf.name_scope("conv-maxpool-%s" % filter_size):
                W = tf.Variable(tf.truncated_normal([filter_size, embedding_size, 1, num_filters], stddev=0.1), name="W")
                b = tf.Variable(tf.constant(0.1, shape=[num_filters]), name="b")
                conv = tf.nn.conv2d(expanded, W, strides=[1, 1, 1, 1], padding="VALID")
                h = tf.nn.relu(tf.nn.bias_add(conv, b))
                pooled_outputs.append(tf.nn.max_pool(h, ksize=[1, sequence_length - filter_size + 1, 1, 1],
                                                     strides=[1, 1, 1, 1], padding="VALID"))

        total = num_filters * len(filter_sizes)
        features = tf.nn.dropout(tf.reshape(tf.concat(pooled_outputs, 3), [-1, total]), self.keep_prob)
        logits = tf.layers.dense(features, num_classes)
        self.loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=self.input_y, logits=logits))


cnn = TextCNN(sequence_length=56, num_classes=2, vocab_size=18758, embedding_size=128,
              filter_sizes=[3, 4, 5], num_filters=128)
train_op = tf.train.AdamOptimizer(1e-3).minimize(cnn.loss)
x = np.random.randint(0, 18758, (10662, 56))
y = np.eye(2)[np.random.randint(0, 2, 10662)]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(2000):
        idx = np.random.choice(len(x), 64)
        _, loss = sess.run([train_op, cnn.loss], feed_dict={cnn.input_x: x[idx], cnn.input_y: y[idx], cnn.keep_prob: 0.5})
        if step % 100 == 0:
            print(step, loss)
