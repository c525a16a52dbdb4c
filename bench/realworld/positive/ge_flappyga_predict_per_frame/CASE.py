# source: https://github.com/erilyth/Flappy-Bird-Genetic-Algorithms/issues/1
# symptom: the neuro-evolution run slows down generation after generation; every bird's compiled Keras network is queried with predict() on every game frame
# expect: TFM008 evolve/population.py:24
# note: population of small compiled Keras models kept in a list (as in the repository the issue is about); the game loop in another module asks each live bird's model for a flap decision once per frame
