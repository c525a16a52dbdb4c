# source: https://github.com/shvshv44/MultiPlayerQuoridor-RL/blob/HEAD/python-logic/agent.py
# note: correct: the Q-network and the keras-rl agent are built and compiled once in the Agent constructor; the curriculum loop in main.py only calls train_agent (fit) against successive opponents, so nothing is rebuilt or recompiled per stage
