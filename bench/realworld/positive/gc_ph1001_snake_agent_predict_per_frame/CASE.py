# source: https://github.com/ph1001/GA_learning_Snake/blob/0f06698aa1471a958254cac824228f43fb821792/Davide/snake_game_neuralnetwork.py
# symptom: the snake game slows down frame by frame; every game tick calls Keras model.predict on a single observation
# expect: TFM008 snake_env/game.py:48
# note: repository code, no issue thread. The Keras model is built in play.py and handed to game_loop; game.py itself imports no TensorFlow, so the model type comes from the caller module.
