# source: https://github.com/rlcode/reinforcement-learning-kr/issues/36
# symptom: the book's grid-world REINFORCE agent stops with "ValueError: Cannot create a Keras backend function with updates but no outputs during eager execution" on current TensorFlow, so the reporter rewrites the agent for TF 2 himself and asks about it
# expect: TFM008 reinforce_agent.py:26
# note: the case keeps the TF 2 rewrite: main.py's episode loop calls agent.get_action on every environment step, and get_action (reinforce_agent.py) runs model.predict on a single state; the policy update already calls the model directly inside a GradientTape
