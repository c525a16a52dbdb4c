from keras.layers import Dense
from keras.models import Sequential
from keras.optimizers import Adam

from qlearning_agent import QLearningAgent
from runner import GymRunner


class Agent(QLearningAgent):
    def __init__(self):
        super().__init__(4, 2)

    def build_model(self):
        model = Sequential()
        model.add(Dense(12, activation="relu", input_dim=4))
        model.add(Dense(12, activation="relu"))
        model.add(Dense(2))
        model.compile(Adam(learning_rate=0.001), "mse")
        return model

    def save_model(self, path="cartpole-rl-remote.h5"):
        self.model.save(path)


if __name__ == "__main__":
    runner = GymRunner("CartPole-v0")
    agent = Agent()
    runner.train(agent, 1000)
    agent.save_model()
    runner.run(agent, 50)
