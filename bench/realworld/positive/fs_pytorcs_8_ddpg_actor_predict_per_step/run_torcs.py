import yaml

from agents.ddpg import DDPG
from torcs_client.torcs_comp import TorcsEnv


def main(config_path="config/sim.yaml"):
    with open(config_path) as f:
        config = yaml.safe_load(f)
    env = TorcsEnv(throttle=True, gear_change=False, track=config["track"])
    agent = DDPG(state_dims=env.state_dims, action_dims=env.action_dims,
                 action_boundaries=env.action_boundaries, hyperparams=config["ddpg"])

    for episode in range(config["episodes"]):
        state = env.reset()
        done, step, total = False, 0, 0.0
        while not done:
            action = agent.get_action(state, step)
            state_new, reward, done, _ = env.step(action)
            total += reward
            state = state_new
            step += 1
        print("episode {} reward {:.1f} steps {}".format(episode, total, step))
    env.terminate()


if __name__ == "__main__":
    main()
