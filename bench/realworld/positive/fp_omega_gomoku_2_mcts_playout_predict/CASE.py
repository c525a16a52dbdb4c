# source: https://github.com/cloxnu/Omega_Gomoku_AI/issues/2
# symptom: self-play is far slower with the tf.keras model's predict than it was with standalone Keras; every MCTS playout waits on one predict call for a single board
# expect: TFM008 network.py:37
# note: game.py's self-play loop asks the MCTS player for a move; mcts.py runs 400 playouts per move and each playout calls the policy function handed in by train.py, which is PolicyValueNet.policy_value_fn in network.py, so model.predict runs once per playout on a batch of one board (chain: start_self_play loop -> get_action -> get_move_probs loop -> _playout -> policy_value_fn)
