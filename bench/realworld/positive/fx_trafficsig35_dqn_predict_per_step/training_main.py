import argparse

from memory import Memory
from model import TrainModel
from simulation import Simulation
from sumo_env import SumoEnvironment


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--episodes", type=int, default=100)
    parser.add_argument("--max-steps", type=int, default=5400)
    args = parser.parse_args()

    model = TrainModel(num_layers=4, width=400, batch_size=100, learning_rate=0.001,
                       input_dim=80, output_dim=4)
    memory = Memory(size_max=50000, size_min=600)
    env = SumoEnvironment("intersection/sumo_config.sumocfg", n_cars=1000)
    sim = Simulation(model, memory, env, gamma=0.75, max_steps=args.max_steps,
                     num_states=80, num_actions=4, training_epochs=800)

    for episode in range(args.episodes):
        epsilon = 1.0 - (episode / args.episodes)
        sim_time = sim.run(episode, epsilon)
        print(f"episode {episode + 1}: simulation {sim_time}s")
    model.save_model("models/run_1")


if __name__ == "__main__":
    main()
