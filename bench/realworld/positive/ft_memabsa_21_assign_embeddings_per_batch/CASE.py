# source: https://github.com/ganeshjawahar/mem_absa/issues/21
# symptom: ValueError: GraphDef cannot be larger than 2GB when trying to save the model data
# expect: TFM010 memnet.py:42
# expect: TFM010 memnet.py:43
# note: the memory network re-zeroes the padding rows of its embedding matrices before every batch by evaluating them, patching the numpy copy and calling var.assign(array) inside train(), which the epoch loop in main.py calls
