# source: https://php.wlsqs.com/faq/1950503.html
# symptom: a two-ball Q-learning game gets markedly slower episode after episode; the agent is built once but every step goes through act()/train() and the model is saved after every episode
# expect: TFM008 agent/q_agent.py:34
# expect: TFM008 agent/q_agent.py:40
# note: folder case: main.py's step loop reaches the agent through an attribute chain (env.left_ball.q_agent) built in game/ball.py; QAgent.act predicts on a single state and QAgent.train predicts the next-state and current Q-values, both once per step; in train() only the first predict is labelled (one root cause per function)
