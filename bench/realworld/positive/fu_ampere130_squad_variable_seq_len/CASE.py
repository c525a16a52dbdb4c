# source: https://github.com/AmpereComputingAI/ampere_model_library/pull/130
# symptom: TF retraces the BERT QA graph for every new sequence length seen during SQuAD inference; latency spikes and host memory grows with the number of distinct lengths
# expect: TFM001 qa_runner.py:12
# expect: TFM007 qa_runner.py:34
# note: unpadded tokenization gives each question/context pair its own length; the (1, len(tokens)) arrays reach a tf.function without input_signature inside the per-sample loop, driven chunk by chunk from run_squad.py
