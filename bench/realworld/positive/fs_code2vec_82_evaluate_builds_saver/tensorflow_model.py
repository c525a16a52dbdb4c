import tensorflow as tf

from path_context_reader import PathContextReader


class Code2VecModel(object):
    def __init__(self, config):
        self.config = config
        self.sess = tf.compat.v1.Session()
        self.eval_reader = None
        self.eval_correct = None

    def _build_scores(self, contexts, reuse):
        with tf.compat.v1.variable_scope("model", reuse=reuse):
            emb = tf.compat.v1.get_variable("paths", [1 << 20, 128])
            code_vectors = tf.reduce_mean(tf.nn.embedding_lookup(emb, contexts), axis=1)
            targets = tf.compat.v1.get_variable("targets", [self.config.target_vocab, 128])
            return tf.matmul(code_vectors, targets, transpose_b=True)

    def train(self):
        reader = PathContextReader(self.config.train_path, self.config.batch_size, repeat=True)
        labels, contexts = reader.get_output()
        logits = self._build_scores(contexts, reuse=False)
        label_ids = tf.strings.to_hash_bucket_fast(labels, self.config.target_vocab)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=label_ids, logits=logits))
        train_op = tf.compat.v1.train.AdamOptimizer().minimize(loss)
        self.saver = tf.compat.v1.train.Saver(max_to_keep=self.config.max_to_keep)
        self.sess.run([tf.compat.v1.global_variables_initializer(), reader.iterator.initializer])
        for batch_num in range(1, self.config.num_batches + 1):
            _, batch_loss = self.sess.run([train_op, loss])
            if batch_num % self.config.save_every == 0:
                self.saver.save(self.sess, self.config.save_path, global_step=batch_num)
                print("batch {} loss {:.4f} eval {}".format(batch_num, batch_loss, self.evaluate()))

    def evaluate(self):
        if self.eval_reader is None:
            self.eval_reader = PathContextReader(self.config.test_path, self.config.test_batch_size)
            labels, contexts = self.eval_reader.get_output()
            predicted = tf.argmax(self._build_scores(contexts, reuse=True), axis=1)
            gold = tf.strings.to_hash_bucket_fast(labels, self.config.target_vocab)
            self.eval_correct = tf.reduce_sum(tf.cast(tf.equal(predicted, gold), tf.int32))
        self.saver = tf.compat.v1.train.Saver(max_to_keep=self.config.max_to_keep)
        self.sess.run(self.eval_reader.iterator.initializer)
        correct = 0
        while True:
            try:
                correct += self.sess.run(self.eval_correct)
            except tf.errors.OutOfRangeError:
                return correct
