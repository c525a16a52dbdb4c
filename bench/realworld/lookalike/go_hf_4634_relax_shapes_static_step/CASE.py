# source: https://github.com/huggingface/transformers/issues/4634
# symptom: TF2 GPT-2 generation much slower than PyTorch
# note: the workaround posted in the thread: the per-token forward is wrapped in tf.function(experimental_relax_shapes=True), so the growing sequence axis is relaxed instead of traced once per length
