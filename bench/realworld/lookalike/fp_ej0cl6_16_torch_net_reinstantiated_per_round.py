# source: https://github.com/ej0cl6/deep-active-learning/issues/16
# note: the thread's design question: Net.train creates a fresh network (self.net()) for every active-learning round instead of continuing the old one, and the maintainer explains the choice; this is PyTorch (torch.nn.Module, DataLoader, optimizer.step), not Keras, so a new model per round holds no Keras/TensorFlow state
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


class MNISTNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 10, 5)
        self.conv2 = nn.Conv2d(10, 20, 5)
        self.fc1 = nn.Linear(320, 50)
        self.fc2 = nn.Linear(50, 10)

    def forward(self, x):
        x = F.relu(F.max_pool2d(self.conv1(x), 2))
        x = F.relu(F.max_pool2d(self.conv2(x), 2))
        x = F.relu(self.fc1(x.flatten(1)))
        return self.fc2(x)


class Net:
    def __init__(self, net_cls, device, epochs=10, lr=0.01):
        self.net, self.device, self.epochs, self.lr = net_cls, device, epochs, lr

    def train(self, X, Y):
        self.clf = self.net().to(self.device)
        optimizer = torch.optim.SGD(self.clf.parameters(), lr=self.lr, momentum=0.5)
        loader = DataLoader(TensorDataset(X, Y), batch_size=64, shuffle=True)
        self.clf.train()
        for _ in range(self.epochs):
            for x, y in loader:
                optimizer.zero_grad()
                loss = F.cross_entropy(self.clf(x.to(self.device)), y.to(self.device))
                loss.backward()
                optimizer.step()

    @torch.no_grad()
    def predict_prob(self, X):
        self.clf.eval()
        return torch.cat([F.softmax(self.clf(x.to(self.device)), 1).cpu()
                          for (x,) in DataLoader(TensorDataset(X), batch_size=1024)])


def margin_query(net, X_pool, n):
    probs = net.predict_prob(X_pool).sort(1, descending=True).values
    return (probs[:, 0] - probs[:, 1]).argsort()[:n]


X = torch.rand(20000, 1, 28, 28)
Y = torch.randint(0, 10, (20000,))
labeled = np.zeros(len(X), dtype=bool)
labeled[np.random.choice(len(X), 200, replace=False)] = True
strategy = Net(MNISTNet, torch.device("cpu"))
for rd in range(10):
    strategy.train(X[labeled], Y[labeled])
    pool_idx = np.flatnonzero(~labeled)
    labeled[pool_idx[margin_query(strategy, X[pool_idx], 100).numpy()]] = True
    print(f"round {rd}: {labeled.sum()} labelled")
