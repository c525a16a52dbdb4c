from types import SimpleNamespace

from Coach import Coach
from othello.OthelloGame import OthelloGame
from othello.keras.NNet import NNetWrapper

args = SimpleNamespace(numIters=100, numEps=25, tempThreshold=15, maxlenOfQueue=200000, numMCTSSims=50,
                       cpuct=1.0, numItersForTrainExamplesHistory=20, checkpoint="./temp/", lr=0.001,
                       dropout=0.3, epochs=10, batch_size=64, num_channels=512)

if __name__ == "__main__":
    game = OthelloGame(6)
    nnet = NNetWrapper(game, args)
    Coach(game, nnet, args).learn()
