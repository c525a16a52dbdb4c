from coach import Coach
from othello.game import OthelloGame
from othello.nnet import NNetWrapper

args = {"iterations": 1000, "episodes": 100, "history": 200000, "threshold": 0.6}

if __name__ == "__main__":
    game = OthelloGame(6)
    Coach(game, NNetWrapper(game), args).learn()
