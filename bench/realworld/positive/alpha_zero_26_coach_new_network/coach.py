from collections import deque


class Coach:
    def __init__(self, game, nnet, args):
        self.game = game
        self.nnet = nnet
        self.args = args
        self.history = deque(maxlen=args["history"])

    def execute_episode(self):
        return self.game.self_play(self.nnet)

    def learn(self):
        for i in range(1, self.args["iterations"] + 1):
            for _ in range(self.args["episodes"]):
                self.history.extend(self.execute_episode())
            self.nnet.save_checkpoint("temp.h5")
            pnet = self.nnet.__class__(self.game)
            pnet.load_checkpoint("temp.h5")
            self.nnet.train(list(self.history))
            if self.game.arena(pnet, self.nnet) < self.args["threshold"]:
                self.nnet.load_checkpoint("temp.h5")
            print("iteration", i, "done")
