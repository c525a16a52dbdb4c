# source: https://github.com/gerkone/pyTORCS-docker/issues/8
# symptom: while the DDPG example drives the car, the terminal prints a "1/1 [====] - 0s 13ms/step" predict progress bar for every simulation step, and from the third episode the car stays stopped
# expect: TFM008 agents/ddpg/ddpg.py:26
# note: folder case: the episode loop in run_torcs.py calls agent.get_action() each step; DDPG.get_action (agents/ddpg/ddpg.py) calls self.actor.model.predict on a single state, where self.actor is the Actor built in agents/ddpg/network/actor.py around a functional tf.keras.Model
