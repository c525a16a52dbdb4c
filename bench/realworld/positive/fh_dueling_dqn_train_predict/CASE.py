# source: https://github.com/TechnoWizzz/Intro_to_AI_Term_Project/blob/HEAD/agent.py
# symptom: a dueling double-DQN agent trains after every environment step and calls predict three times per training step (online net on states and next states, target net on next states); each step is far slower than the network itself
# expect: TFM008 agent.py:39
# expect: TFM008 agent.py:40
# expect: TFM008 agent.py:41
# note: main.py steps the environment and calls agent.train() each step; the network is a keras.Model subclass defined in network.py; agent.act() calls the network directly (not a finding)
