import argparse

from keras.models import save_model

from snake_agent import SnakeAgent
from snake_environment import SnakeEnvironment


def train(play_rounds, render):
    env = SnakeEnvironment()
    agent = SnakeAgent()
    for play_round in range(play_rounds):
        state = agent.preprocess(env.initialize())
        done, score = False, 0
        while not done:
            action = agent.act(state)
            next_state, reward, done, info = env.step(action)
            next_state = agent.preprocess(next_state)
            agent.update_model(state, action, reward, done, next_state)
            state = next_state
            score += reward
            if render:
                env.render()
        print(f"round {play_round}: score {score} length {info.get('length')}")
    save_model(agent.get_model(), "snake_ai.h5")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--render", action="store_true")
    args = parser.parse_args()
    train(args.rounds, args.render)
