# source: https://github.com/saiwaiyanyu/bi-lstm-crf-ner-tf2.0/issues/10
# symptom: predicting sentence by sentence prints "N out of the last N calls ... triggered tf.function retracing"; the user then moved prediction into a @tf.function
# expect: TFM007 27
# note: snippet from the predict script; model, vocab, id2tag, read_sentences and viterbi_decode come from the project's other modules. Each sentence is fed with its own length, so both the token tensor shape and the Python int change per call
@tf.function
def predict_step(token_ids, seq_len):
    logits, text_lens = model(token_ids, training=False)
    return logits[:, :seq_len], text_lens


def to_ids(sentence):
    return [vocab.get(ch, vocab["<UNK>"]) for ch in sentence]


def decode(logits, text_lens):
    paths = []
    for logit, text_len in zip(logits.numpy(), text_lens.numpy()):
        path, _ = viterbi_decode(logit[:text_len], model.transition_params.numpy())
        paths.append(path)
    return paths


results = []
for sentence in read_sentences("data/test.txt"):
    ids = to_ids(sentence)
    token_ids = tf.constant([ids], dtype=tf.int32)
    logits, text_lens = predict_step(token_ids, len(ids))
    tags = [id2tag[t] for t in decode(logits, text_lens)[0]]
    results.append((sentence, tags))
