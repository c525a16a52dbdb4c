from medens.network import NeuralNetwork
from medens.ensemble import Bagging
