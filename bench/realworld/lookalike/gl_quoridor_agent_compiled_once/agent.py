from rl.agents import DQNAgent
from rl.memory import SequentialMemory
from rl.policy import BoltzmannQPolicy
from tensorflow.keras.optimizers import Adam


class Agent:
    def __init__(self, model):
        self.dqn = self.build_agent(model.model, model.actions)
        self.dqn.compile(Adam(learning_rate=1e-3), metrics=["mae"])

    def build_agent(self, model, actions):
        policy = BoltzmannQPolicy()
        memory = SequentialMemory(limit=50000, window_length=1)
        return DQNAgent(model=model, memory=memory, policy=policy,
                        nb_actions=actions, nb_steps_warmup=10,
                        target_model_update=1e-2)

    def train_agent(self, env, nb_steps=50000):
        return self.dqn.fit(env, nb_steps=nb_steps, visualize=False, verbose=1)

    def save(self, path):
        self.dqn.save_weights(path, overwrite=True)
