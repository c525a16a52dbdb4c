from DataSet import DataSet
from NeuralNetworkManager import NeuralNetworkManager


def run(controller_path="controllers/dcdc/simple.scs"):
    data_set = DataSet()
    data_set.readSetFromController(controller_path)
    manager = NeuralNetworkManager(data_set, [data_set.getXDim(), 32, 32, data_set.getYDim()])
    manager.train(epoch_threshold=100)
    manager.save("./nn/model.ckpt")
    manager.close()


if __name__ == "__main__":
    run()
