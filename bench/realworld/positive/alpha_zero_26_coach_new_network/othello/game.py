class OthelloGame:
    def __init__(self, n):
        self.n = n

    def getBoardSize(self):
        return self.n, self.n

    def getActionSize(self):
        return self.n * self.n + 1

    def self_play(self, nnet):
        return []

    def arena(self, old, new):
        return 0.5
