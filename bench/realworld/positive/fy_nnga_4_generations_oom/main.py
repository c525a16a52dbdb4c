"""Entry point to evolve a network."""
import logging
import argparse

from tqdm import tqdm

from optimizer import Optimizer

logging.basicConfig(format="%(asctime)s - %(levelname)s - %(message)s",
                    datefmt="%m/%d/%Y %I:%M:%S %p", level=logging.DEBUG, filename="log.txt")


def train_networks(networks, dataset):
    pbar = tqdm(total=len(networks))
    for network in networks:
        network.train(dataset)
        pbar.update(1)
    pbar.close()


def get_average_accuracy(networks):
    return sum(n.accuracy for n in networks) / len(networks)


def generate(generations, population, nn_param_choices, dataset):
    optimizer = Optimizer(nn_param_choices)
    networks = optimizer.create_population(population)
    for i in range(generations):
        logging.info("***Doing generation %d of %d***", i + 1, generations)
        train_networks(networks, dataset)
        logging.info("Generation average: %.2f%%", get_average_accuracy(networks) * 100)
        if i != generations - 1:
            networks = optimizer.evolve(networks)
    networks = sorted(networks, key=lambda x: x.accuracy, reverse=True)
    for network in networks[:5]:
        network.print_network()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--generations", type=int, default=10)
    parser.add_argument("--population", type=int, default=20)
    parser.add_argument("--dataset", default="cifar10")
    args = parser.parse_args()
    nn_param_choices = {
        "nb_neurons": [64, 128, 256, 512, 768, 1024],
        "nb_layers": [1, 2, 3, 4],
        "activation": ["relu", "elu", "tanh", "sigmoid"],
        "optimizer": ["rmsprop", "adam", "sgd", "adagrad", "adadelta", "adamax", "nadam"],
    }
    generate(args.generations, args.population, nn_param_choices, args.dataset)


if __name__ == "__main__":
    main()
