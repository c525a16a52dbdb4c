# source: https://github.com/minimaxir/textgenrnn/issues/140
# symptom: generating text is very slow (5 texts take about 2.5 minutes, each one slower than the last) with high CPU use
# expect: TFM008 generate_utils.py:32
# note: every generated character runs model.predict() on the encoded prefix inside a while loop; textgen.py calls the helper once per requested text
