"""Step-by-step beam search with a step graph built once from placeholders."""
import numpy as np
import tensorflow as tf


class BeamSearchDecoder(object):

    def __init__(self, sess, model, beam_size=5, max_len=60, length_penalty=0.6):
        self.sess = sess
        self.model = model
        self.beam_size = beam_size
        self.max_len = max_len
        self.prev_tokens = tf.placeholder(tf.int32, [beam_size], name="prev_tokens")
        self.cum_log_probs = tf.placeholder(tf.float32, [beam_size], name="cum_log_probs")
        self.time = tf.placeholder(tf.float32, [], name="time")
        self.prev_state = model.decoder_state_placeholder(beam_size)
        logits, self.next_state = model.decoder_step(self.prev_tokens, self.prev_state)
        total = tf.expand_dims(self.cum_log_probs, 1) + tf.nn.log_softmax(logits)
        penalty = tf.pow((5.0 + self.time + 1.0) / 6.0, length_penalty)
        scores = tf.reshape(total / penalty, [-1])
        self.top_scores, self.top_ids = tf.nn.top_k(scores, k=beam_size)
        sess.graph.finalize()

    def decode(self, encoder_state):
        vocab_size = self.model.vocab_size
        tokens = np.full([self.beam_size], self.model.go_id, dtype=np.int32)
        cum = np.array([0.0] + [-np.inf] * (self.beam_size - 1), dtype=np.float32)
        state = encoder_state
        history = []
        for t in range(self.max_len):
            feed = {self.prev_tokens: tokens, self.cum_log_probs: cum,
                    self.time: float(t), self.prev_state: state}
            cum, ids_v, state = self.sess.run([self.top_scores, self.top_ids, self.next_state], feed)
            parents = ids_v // vocab_size
            tokens = (ids_v % vocab_size).astype(np.int32)
            history.append((parents, tokens.copy()))
            if np.all(tokens == self.model.eos_id):
                break
        best, beam = [], 0
        for parents, toks in reversed(history):
            best.append(int(toks[beam]))
            beam = int(parents[beam])
        return best[::-1]
