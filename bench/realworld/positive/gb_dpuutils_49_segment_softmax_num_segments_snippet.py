# source: https://github.com/microsoft/dpu-utils/pull/49
# symptom: after adding @tf.function to the segment helpers, evaluation over graph batches keeps retracing and gets slower instead of faster
# expect: TFM001 6
# expect: TFM007 21
# note: snippet from a notebook that uses the tf2utils segment helpers (imports and the batching helper come from other cells): num_segments is passed as a Python int computed with len(...) for every batch of graphs, and the node tensors change length as well.
@tf.function
def unsorted_segment_log_softmax(logits, segment_ids, num_segments):
    max_per_segment = tf.math.unsorted_segment_max(logits, segment_ids, num_segments)
    scattered_maxes = tf.gather(max_per_segment, segment_ids)
    recentered = logits - scattered_maxes
    exped = tf.exp(recentered)
    per_segment_sums = tf.math.unsorted_segment_sum(exped, segment_ids, num_segments)
    per_segment_normalization = tf.math.log(tf.gather(per_segment_sums, segment_ids))
    return recentered - per_segment_normalization


def score_candidates(model, graph_batches):
    results = []
    for batch in graph_batches:
        node_logits = model(batch.node_features, training=False)[:, 0]
        log_probs = unsorted_segment_log_softmax(
            node_logits, batch.node_to_graph, len(batch.graphs))
        best = tf.math.unsorted_segment_max(log_probs, batch.node_to_graph, len(batch.graphs))
        results.extend(best.numpy().tolist())
    return results


scores = score_candidates(model, make_graph_batches(valid_graphs, max_nodes=5000))
print("mean best log-prob:", sum(scores) / len(scores))
