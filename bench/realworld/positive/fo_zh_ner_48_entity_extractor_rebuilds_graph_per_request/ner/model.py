import tensorflow as tf


class BiLSTM_CRF:
    def __init__(self, embeddings, num_tags, hidden_dim=300):
        self.embeddings = embeddings
        self.num_tags = num_tags
        self.hidden_dim = hidden_dim

    def build_graph(self):
        self.word_ids = tf.placeholder(tf.int32, shape=[None, None], name="word_ids")
        self.sequence_lengths = tf.placeholder(tf.int32, shape=[None], name="sequence_lengths")
        with tf.variable_scope("words"):
            _word_embeddings = tf.Variable(self.embeddings, dtype=tf.float32, name="_word_embeddings")
            word_embeddings = tf.nn.embedding_lookup(_word_embeddings, self.word_ids)
        with tf.variable_scope("bi-lstm"):
            cell_fw = tf.nn.rnn_cell.LSTMCell(self.hidden_dim)
            cell_bw = tf.nn.rnn_cell.LSTMCell(self.hidden_dim)
            (out_fw, out_bw), _ = tf.nn.bidirectional_dynamic_rnn(
                cell_fw, cell_bw, word_embeddings, sequence_length=self.sequence_lengths, dtype=tf.float32)
            output = tf.concat([out_fw, out_bw], axis=-1)
        with tf.variable_scope("proj"):
            self.logits = tf.layers.dense(output, self.num_tags)
        self.labels_pred = tf.argmax(self.logits, axis=-1, output_type=tf.int32)
