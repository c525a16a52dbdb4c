"""Step-by-step beam search over a trained TF1 seq2seq graph."""
import numpy as np
import tensorflow as tf


class BeamSearchDecoder(object):

    def __init__(self, sess, model, beam_size=5, max_len=60, length_penalty=0.6):
        self.sess = sess
        self.model = model
        self.beam_size = beam_size
        self.max_len = max_len
        self.length_penalty = length_penalty

    def _step(self, prev_tokens, prev_state, cum_log_probs, time_):
        logits, next_state = self.model.decoder_step(tf.constant(prev_tokens), prev_state)
        step_log_probs = tf.nn.log_softmax(logits)
        total = tf.expand_dims(tf.constant(cum_log_probs), 1) + step_log_probs
        penalty = ((5.0 + float(time_ + 1)) / 6.0) ** self.length_penalty
        scores = tf.reshape(total / penalty, [-1])
        top_scores, top_ids = tf.nn.top_k(scores, k=self.beam_size)
        return top_scores, top_ids, next_state

    def decode(self, encoder_state):
        vocab_size = self.model.vocab_size
        tokens = np.full([self.beam_size], self.model.go_id, dtype=np.int32)
        cum_log_probs = np.array([0.0] + [-np.inf] * (self.beam_size - 1), dtype=np.float32)
        state = encoder_state
        history = []
        for t in range(self.max_len):
            top_scores, top_ids, next_state = self._step(tokens, state, cum_log_probs, t)
            scores_v, ids_v, state = self.sess.run([top_scores, top_ids, next_state])
            parents = ids_v // vocab_size
            tokens = (ids_v % vocab_size).astype(np.int32)
            cum_log_probs = scores_v
            history.append((parents, tokens.copy()))
            if np.all(tokens == self.model.eos_id):
                break
        return self._backtrack(history)

    def _backtrack(self, history):
        best = []
        beam = 0
        for parents, tokens in reversed(history):
            best.append(int(tokens[beam]))
            beam = int(parents[beam])
        best.reverse()
        return best
