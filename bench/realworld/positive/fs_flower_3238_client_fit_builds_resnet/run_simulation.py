import flwr as fl
import tensorflow as tf

from fedcifar.client import Cifar100Client

NUM_CLIENTS = 100
NUM_ROUNDS = 50

for gpu in tf.config.list_physical_devices("GPU"):
    tf.config.experimental.set_memory_growth(gpu, True)


def client_training_fn(cid: str):
    return Cifar100Client(cid, NUM_CLIENTS).to_client()


def fit_config(server_round: int):
    return {"lr": 0.05 * (0.98 ** server_round), "local_epochs": 1}


if __name__ == "__main__":
    strategy = fl.server.strategy.FedAvg(fraction_fit=0.1, fraction_evaluate=0.0,
                                         min_available_clients=NUM_CLIENTS, on_fit_config_fn=fit_config)
    fl.simulation.start_simulation(
        client_fn=client_training_fn,
        num_clients=NUM_CLIENTS,
        config=fl.server.ServerConfig(num_rounds=NUM_ROUNDS),
        strategy=strategy,
        client_resources={"num_cpus": 1, "num_gpus": 1.0},
    )
