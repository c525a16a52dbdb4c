# source: https://pytorch.org/docs/stable/autograd.html#variable-deprecated
# note: resembles a leak: `Variable(...)` wrapped around every batch in a training loop
# note: PyTorch, not TensorFlow: torch.autograd.Variable is a thin (now deprecated) wrapper that returns a tensor; wrapping each batch was the standard PyTorch 0.3 idiom and creates no persistent state
import torch
import torch.nn as nn
from torch.autograd import Variable

model = nn.Sequential(nn.Linear(784, 256), nn.ReLU(), nn.Linear(256, 10))
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
criterion = nn.CrossEntropyLoss()


def train_epoch(loader):
    for images, labels in loader:
        inputs = Variable(images.view(-1, 784))
        targets = Variable(labels)
        optimizer.zero_grad()
        loss = criterion(model(inputs), targets)
        loss.backward()
        optimizer.step()
