import datetime
import os

from memory import Memory
from model import TrainModel
from training_simulation import Simulation

if __name__ == "__main__":
    sumo_cmd = ["sumo", "-c", os.path.join("intersection", "sumo_config.sumocfg"), "--no-step-log", "true"]
    model = TrainModel(num_layers=4, width=400, batch_size=100, learning_rate=0.001, input_dim=80, output_dim=4)
    memory = Memory(size_max=50000, size_min=600)
    simulation = Simulation(model, memory, sumo_cmd, max_steps=5400, num_states=80, num_actions=4, gamma=0.75, training_epochs=800)
    total_episodes = 100
    for episode in range(total_episodes):
        epsilon = 1.0 - (episode / total_episodes)
        sim_time, train_time = simulation.run(episode, epsilon)
        print(datetime.datetime.now(), "episode", episode + 1, "sim", sim_time, "s, train", train_time, "s")
    model.save_model("models")
