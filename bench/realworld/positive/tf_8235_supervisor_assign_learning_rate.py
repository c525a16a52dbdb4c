# source: https://github.com/tensorflow/tensorflow/issues/8235
# symptom: RuntimeError: Graph is finalized and cannot be modified when the learning rate is assigned inside the Supervisor's managed session
# expect: TFM010 26
# note: a PTB-style language-model driver; each epoch fetches a new assign op for the learning-rate variable (the Supervisor finalizes the graph, otherwise it grows every epoch)
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

VOCAB, STEPS, BATCH = 10000, 35, 20
inputs = tf.placeholder(tf.int32, [BATCH, STEPS])
targets = tf.placeholder(tf.int32, [BATCH, STEPS])
lr = tf.Variable(1.0, trainable=False, name="learning_rate")
emb = tf.get_variable("embedding", [VOCAB, 200])
cell = tf.nn.rnn_cell.LSTMCell(200)
outputs, _ = tf.nn.dynamic_rnn(cell, tf.nn.embedding_lookup(emb, inputs), dtype=tf.float32)
logits = tf.layers.dense(outputs, VOCAB)
cost = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=targets, logits=logits))
train_op = tf.train.GradientDescentOptimizer(lr).minimize(cost)

corpus = np.load("ptb_train_ids.npy")
sv = tf.train.Supervisor(logdir="/tmp/ptb")
with sv.managed_session() as sess:
    for epoch in range(13):
        decay = 0.5 ** max(epoch - 4, 0)
        sess.run(lr.assign(1.0 * decay))
        for start in range(0, len(corpus) - BATCH * STEPS - 1, BATCH * STEPS):
            chunk = corpus[start:start + BATCH * STEPS + 1]
            x = chunk[:-1].reshape(BATCH, STEPS)
            y = chunk[1:].reshape(BATCH, STEPS)
            c, _ = sess.run([cost, train_op], {inputs: x, targets: y})
        print("epoch", epoch, "perplexity", np.exp(c))
