# source: https://github.com/donkirkby/zero-play/issues/36
# symptom: after bringing back the neural-network heuristic for the board games, the app runs into memory problems
# expect: TFM008 nn_heuristic.py:24
# note: analyse() is called for every MCTS iteration (400 per move) from choose_move(), which play.py calls for every
# note: move of every game. tictactoe is the app's game module, not reproduced.
