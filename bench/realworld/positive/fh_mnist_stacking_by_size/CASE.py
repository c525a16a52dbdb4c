# source: https://github.com/Tebs-Lab/exploring-mnist-article/blob/HEAD/stacking_by_size.py
# symptom: an article's experiment script trains nine dense MNIST networks in nested loops (width x depth); each iteration builds a new model through a helper and memory grows from one configuration to the next
# expect: TFM009 shared.py:15
# note: stacking_by_size.py holds the nested loops; the Sequential is built by create_dense in shared.py (another module), which runs once per configuration
