# source: https://github.com/ianxxiao/reinforcement_learning_project/issues/18
# symptom: the DQN is re-defined inside the episode loop of training.py, so a new network is built every episode (report: all previous learning is lost each episode)
# expect: TFM009 dqn_agent.py:23
# note: training.py constructs DQNAgent(...) at the top of every episode; the agent's __init__ builds a new Keras Sequential model each time and no clear_session() runs in the loop
