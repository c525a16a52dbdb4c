# source: https://github.com/olofmogren/c-rnn-gan/issues/2
# symptom: every 10 session.run calls in run_epoch cost about 70 MB of RAM during pre-training and the program runs out of 8 GB after 3 epochs; the author traces it to the pre-training re-creating the computation graph when the sequence length is increased
# expect: TFM010 24
# note: TF1 script: the model class builds its ops in __init__ (variable scope reused); when the pre-training schedule grows the song length, the epoch loop builds a new model on the same graph and keeps running the batch loop with sess.run
import numpy as np
import tensorflow as tf

NUM_FEATURES = 4
HIDDEN = 350
BATCH = 20
MAX_EPOCHS = 500
PRETRAIN_EPOCHS = 60
SONGLENGTH_STEP = 8


class SongRNN:
    def __init__(self, songlength, reuse=False):
        self.songlength = songlength
        with tf.variable_scope("G", reuse=reuse):
            self.inputs = tf.placeholder(tf.float32, [BATCH, songlength, NUM_FEATURES], name="inputs")
            self.targets = tf.placeholder(tf.float32, [BATCH, songlength, NUM_FEATURES], name="targets")
            cells = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.LSTMCell(HIDDEN) for _ in range(2)])
            outputs, _ = tf.nn.dynamic_rnn(cells, self.inputs, dtype=tf.float32)
            self.generated = tf.layers.dense(outputs, NUM_FEATURES, name="output")
        self.pretrain_loss = tf.reduce_mean(tf.squared_difference(self.generated, self.targets))
        self.pretrain_op = tf.train.AdamOptimizer(0.001).minimize(self.pretrain_loss)


def batches(songs, songlength):
    for start in range(0, len(songs) - BATCH + 1, BATCH):
        batch = np.stack([song[:songlength + 1] for song in songs[start:start + BATCH]])
        yield batch[:, :-1], batch[:, 1:]


def main(songs):
    songlength = SONGLENGTH_STEP
    with tf.Session() as session:
        model = SongRNN(songlength)
        session.run(tf.global_variables_initializer())
        for epoch in range(MAX_EPOCHS):
            if epoch < PRETRAIN_EPOCHS and epoch % 10 == 9:
                songlength += SONGLENGTH_STEP
                model = SongRNN(songlength, reuse=True)
            losses = []
            for x, y in batches(songs, songlength):
                loss, _ = session.run([model.pretrain_loss, model.pretrain_op],
                                      feed_dict={model.inputs: x, model.targets: y})
                losses.append(loss)
            print("epoch", epoch, "songlength", songlength, "loss", float(np.mean(losses)))


if __name__ == "__main__":
    main([np.random.rand(200, NUM_FEATURES).astype("float32") for _ in range(400)])
