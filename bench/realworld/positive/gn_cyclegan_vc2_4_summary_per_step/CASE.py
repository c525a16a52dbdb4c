# source: https://github.com/onejiin/CycleGAN-VC2/issues/4
# symptom: training gets slower and slower; model.summary() called from the training loop adds new summary nodes to the graph at every logging step (memory leak)
# expect: TFM010 model.py:36
# note: train.py runs sess.run every step and calls model.summary() every 100 steps, which builds fresh tf.summary.scalar/merge ops each time. The fixed layout (summaries built once in __init__) is the look-alike gn_cyclegan_vc2_4_summary_built_once_lookalike.
