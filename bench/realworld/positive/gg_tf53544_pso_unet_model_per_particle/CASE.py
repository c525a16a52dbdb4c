# source: https://github.com/tensorflow/tensorflow/issues/53544
# symptom: PSO over U-Net hyper-parameters (10 particles x 10 iterations = 100 models) runs out of memory on the 19th model of the second iteration
# expect: TFM009 objective.py:28
# note: the swarm loop lives in pso.py; each particle evaluation builds, compiles and trains a fresh functional U-Net in objective.py
