import tensorflow as tf


class Seq2SeqAutoencoder:
    def __init__(self, vocab_size, embedding_size, hidden_size, max_len, learning_rate=0.001):
        self.max_len = max_len
        self.encoder_inputs = [tf.placeholder(tf.int32, [None], name="enc%d" % i) for i in range(max_len)]
        self.decoder_inputs = [tf.placeholder(tf.int32, [None], name="dec%d" % i) for i in range(max_len)]
        self.targets = [tf.placeholder(tf.int32, [None], name="tgt%d" % i) for i in range(max_len)]
        self.weights = [tf.placeholder(tf.float32, [None], name="w%d" % i) for i in range(max_len)]

        cell = tf.nn.rnn_cell.GRUCell(hidden_size)
        embedding = tf.get_variable("embedding", [vocab_size, embedding_size])
        enc_emb = [tf.nn.embedding_lookup(embedding, x) for x in self.encoder_inputs]
        dec_emb = [tf.nn.embedding_lookup(embedding, x) for x in self.decoder_inputs]
        _, self.encoder_states = tf.nn.static_rnn(cell, enc_emb, dtype=tf.float32, scope="encoder")
        self.decoder_outputs, _ = tf.nn.static_rnn(cell, dec_emb, initial_state=self.encoder_states, scope="decoder")

        projection = tf.layers.Dense(vocab_size, name="projection")
        logits = [projection(o) for o in self.decoder_outputs]
        self.loss = tf.contrib.legacy_seq2seq.sequence_loss(logits, self.targets, self.weights)
        self.update = tf.train.AdamOptimizer(learning_rate).minimize(self.loss)

    def feed(self, encoder_batch, decoder_batch, target_batch, weight_batch):
        feed = {}
        for i in range(self.max_len):
            feed[self.encoder_inputs[i]] = encoder_batch[:, i]
            feed[self.decoder_inputs[i]] = decoder_batch[:, i]
            feed[self.targets[i]] = target_batch[:, i]
            feed[self.weights[i]] = weight_batch[:, i]
        return feed

    def step(self, session, encoder_batch, decoder_batch, target_batch, weight_batch, forward_only=False):
        feed = self.feed(encoder_batch, decoder_batch, target_batch, weight_batch)
        if forward_only:
            states, outputs, loss = session.run(
                [self.encoder_states, tf.transpose(tf.stack(self.decoder_outputs), [1, 0, 2]), self.loss], feed
            )
        else:
            states, outputs, loss, _ = session.run(
                [self.encoder_states, tf.transpose(tf.stack(self.decoder_outputs), [1, 0, 2]), self.loss, self.update],
                feed,
            )
        return states, outputs, loss
