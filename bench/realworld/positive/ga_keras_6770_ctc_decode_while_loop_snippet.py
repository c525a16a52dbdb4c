# source: https://github.com/keras-team/keras/issues/6770
# symptom: calling the CTC decoder in a long loop takes longer and longer with the same inputs and memory keeps growing
# expect: TFM010 25
# note: the report loops over K.ctc_decode(), which in TF1 Keras builds tf.nn.ctc_beam_search_decoder ops in the default graph on every call; this snippet writes that op out directly; the model and session come from earlier cells


sess = K.get_session()
labels = list(" abcdefghijklmnopqrstuvwxyz'")


def to_text(indices):
    return "".join(labels[i] for i in indices if 0 <= i < len(labels))


def batches(features, lengths, size=16):
    for start in range(0, len(features), size):
        yield features[start:start + size], lengths[start:start + size]


start_time = time.time()
results = []
while True:
    for x_batch, len_batch in batches(test_features, test_lengths):
        y_pred = asr_model.predict_on_batch(x_batch)
        decoded, log_prob = tf.nn.ctc_beam_search_decoder(tf.log(tf.transpose(y_pred, [1, 0, 2]) + 1e-8), len_batch, beam_width=100, top_paths=1)
        dense = sess.run(tf.sparse_tensor_to_dense(decoded[0], default_value=-1))
        results.extend(to_text(row) for row in dense)
    cost_time = time.time() - start_time
    print("decoded", len(results), "cost time", cost_time)
    if len(results) >= max_utterances:
        break
