# source: https://github.com/minimaxir/gpt-2-simple/issues/144
# symptom: generating 100 texts from 100 different prefixes hangs the system around the 3rd-5th call; memory keeps growing
# expect: TFM010 gen.py:21
# expect: TFM010 gen.py:22
# note: gen.py builds a new context placeholder and a new sampling graph in the session's graph on every generate() call and then runs it; batch_generate.py calls generate() once per prefix
