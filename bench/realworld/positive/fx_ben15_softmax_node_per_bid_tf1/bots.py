import numpy as np

from nn.bidder import Bidder
from encoding import encode_auction, BID2ID, ID2BID


class BotBid:
    def __init__(self, vuln, hand, model_path):
        self.vuln = vuln
        self.hand = hand
        self.model = Bidder("bidder", model_path)

    def bid(self, auction):
        x = encode_auction(self.hand, auction, self.vuln)
        probs = self.model.pred_fun(x)[0, -1, :]
        legal = np.array([1.0 if b in BID2ID else 0.0 for b in ID2BID])
        return ID2BID[int(np.argmax(probs * legal))]

    def bid_probabilities(self, auction, top_k=3):
        x = encode_auction(self.hand, auction, self.vuln)
        probs = self.model.pred_fun(x)[0, -1, :]
        best = np.argsort(probs)[::-1][:top_k]
        return [(ID2BID[int(i)], float(probs[i])) for i in best]
