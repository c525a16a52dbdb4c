# source: https://github.com/huggingface/transformers/issues/4634
# symptom: TF2 GPT-2 generation is 4-5 times slower than the PyTorch one
# expect: TFM001 decoding.py:10
# note: decoding.py wraps the model forward in a bare tf.function and calls it once per generated token with an input that grows by one position each step, so every step traces again; the thread's remedy was experimental_relax_shapes=True (see the look-alike)
