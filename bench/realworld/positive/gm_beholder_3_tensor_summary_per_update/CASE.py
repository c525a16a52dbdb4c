# source: https://github.com/chrisranderson/beholder/issues/3
# symptom: each call of the visualiser update takes longer than the previous one; time per call grows linearly with the number of calls
# expect: TFM010 beholder.py:37
# note: update() is called once per training step; it creates a new tensor_summary op (with the frame baked in as a constant) before running it
