# source: https://github.com/minimaxir/gpt-2-simple/issues/71
# symptom: memory is not released after each generation; node count grows and the sample_sequence name scope is duplicated after every generate() call
# expect: TFM010 textgen/generator.py:38
# note: keeps the library shape: the model is loaded once, but generate() builds a new context placeholder and sampling subgraph on every call; a batch script calls it once per prompt
