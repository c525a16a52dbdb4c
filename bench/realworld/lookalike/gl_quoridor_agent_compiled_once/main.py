from agent import Agent
from env import QuoridorEnv
from model import Model

OPPONENTS = ["random", "greedy", "shortest_path", "self_play"]


def main():
    env = QuoridorEnv(board_size=9, opponent=OPPONENTS[0])
    network = Model(env.observation_space.shape[0], env.action_space.n)
    agent = Agent(network)
    for opponent in OPPONENTS:
        env.set_opponent(opponent)
        agent.train_agent(env, nb_steps=20000)
        agent.save(f"saved_weights/dqn_vs_{opponent}.h5f")


if __name__ == "__main__":
    main()
