# source: https://github.com/danielwilczak101/EasyGA/issues/17
# symptom: optimising the parameters of a Keras LSTM with a genetic algorithm (20 generations x 10 chromosomes) uses over 13 GB of RAM
# expect: TFM009 fitness.py:13
# note: EasyGA calls the fitness function for every chromosome of every generation; the case writes that loop out in
# note: evolve.py (the library loop is not part of the user's project), so lstm_fitness() builds, compiles and trains
# note: a new model per call. The maintainer's reply confirms the calls are sequential.
