# source: https://github.com/minimaxir/gpt-2-simple/issues/105
# symptom: text generation gets slower and slower: looping over a list of prefixes and calling gpt2.generate for each, every iteration takes longer than the last although the prompts do not grow
# expect: TFM010 gpt_2_simple/gpt_2.py:34
# note: generate() builds a new context placeholder and a whole new sampling graph (sample.sample_sequence + model.model) in the session's graph on every call, then runs it; expand_lines.py calls it once per prompt line
