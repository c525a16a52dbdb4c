# source: https://github.com/keras-team/keras/issues/6770
# note: the workaround posted in that thread: instead of calling K.ctc_decode() (which adds decoder ops to the graph) for every batch, greedy CTC decoding is done in NumPy with itertools.groupby on the softmax output; the loop only runs predict_on_batch on the already-built model, so nothing grows per iteration


def greedy_decode(y_pred, input_lengths, blank):
    results = []
    for probs, length in zip(y_pred, input_lengths):
        best_path = np.argmax(probs[:length], axis=-1)
        collapsed = [k for k, _ in itertools.groupby(best_path)]
        results.append([int(c) for c in collapsed if c != blank])
    return results


def to_text(indices):
    return "".join(labels[i] for i in indices)


start_time = time.time()
hypotheses = []
for batch_x, batch_len, batch_text in val_generator:
    y_pred = asr_model.predict_on_batch(batch_x)
    decoded = greedy_decode(y_pred, batch_len, blank=len(labels))
    hypotheses.extend(to_text(d) for d in decoded)
    if len(hypotheses) % 1000 < len(decoded):
        cost_time = time.time() - start_time
        print("decoded", len(hypotheses), "utterances, cost time", cost_time)
    if len(hypotheses) >= num_val_utterances:
        break

cer = sum(edit_distance(h, r) for h, r in zip(hypotheses, references)) / sum(len(r) for r in references)
print("CER: %.3f" % cer)
