# source: https://theailearner.com/category/genetic-algorithm
# symptom: the architecture search slows down generation after generation and memory keeps growing; every individual builds a fresh Keras network and plays its games through model.predict one state at a time
# expect: TFM009 network.py:11
# expect: TFM008 snake_eval.py:22
# note: ga.py evolves chromosomes; fitness() builds one network per individual per generation (no clear_session) and hands it to play(), which predicts one move per game step
