import os

from cnn.model_runner import ModelRunner
from rl.q_learner import QLearner
from resources import mnist_hyper_parameters, mnist_state_space_parameters


class DesignNeuralNetwork:
    def __init__(self, base_path="data/mnist"):
        self.hyper_parameters = mnist_hyper_parameters
        self.state_space_parameters = mnist_state_space_parameters
        self.list_path = base_path
        self.epsilon, self.number_models = self.state_space_parameters.epsilon_schedule[0]
        self.qlearner = QLearner(self.state_space_parameters, self.epsilon)
        self.trained = 0

    def should_start_iteration(self, attained_accuracy):
        reached_limit = self.trained >= self.number_models
        satisfied = attained_accuracy >= self.hyper_parameters.SATISFIED_ACCURACY
        return not (reached_limit or satisfied)

    def start_app(self):
        attained_accuracy = 0.0
        while self.should_start_iteration(attained_accuracy):
            net_to_run = self.qlearner.generate_net()
            print("Ready to train " + net_to_run)
            model_dir = os.path.join(self.list_path, "checkpoints", str(self.trained))
            trainer = ModelRunner(model_dir, self.hyper_parameters, self.state_space_parameters)
            train_out = trainer.run_one_model(net_to_run, self.trained)
            attained_accuracy = float(train_out["test_data_accuracy"])
            best_acc = max(train_out["test_accs"].values())
            self.qlearner.update(net_to_run, best_acc, self.epsilon)
            self.trained += 1
        print("EXPERIMENT COMPLETE!")


if __name__ == "__main__":
    DesignNeuralNetwork().start_app()
