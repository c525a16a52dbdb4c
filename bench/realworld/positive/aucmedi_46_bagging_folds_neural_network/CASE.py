# source: https://github.com/frankkramer-lab/aucmedi/issues/46
# symptom: out of memory during ensemble learning (bagging): every fold builds another network and nothing is released
# expect: TFM009 medens/ensemble.py:21
# note: the bagging driver in the ensemble module constructs the package's NeuralNetwork wrapper (whose __init__ builds and compiles a Keras model) once per fold
