import flwr as fl

from fedsim.client import NUM_CLIENTS, client_fn

NUM_ROUNDS = 100


def main():
    strategy = fl.server.strategy.FedAvg(
        fraction_fit=0.1,
        fraction_evaluate=0.05,
        min_fit_clients=10,
        min_evaluate_clients=5,
        min_available_clients=NUM_CLIENTS,
    )
    history = fl.simulation.start_simulation(
        client_fn=client_fn,
        num_clients=NUM_CLIENTS,
        config=fl.server.ServerConfig(num_rounds=NUM_ROUNDS),
        strategy=strategy,
        client_resources={"num_cpus": 1},
    )
    print(history.metrics_distributed)


if __name__ == "__main__":
    main()
