# source: https://github.com/Lightning-AI/pytorch-lightning/issues/7498
# note: PyTorch Lightning module: the per-step losses are collected as detached Python floats and reduced at epoch end; nothing here is TensorFlow
import pytorch_lightning as pl
import torch
from torch import nn
from torch.nn import functional as F


class BaseKGE(pl.LightningModule):
    def __init__(self, num_entities, num_relations, dim=64, lr=1e-3):
        super().__init__()
        self.ent = nn.Embedding(num_entities, dim)
        self.rel = nn.Embedding(num_relations, dim)
        self.lr = lr
        self.epoch_losses = []

    def forward(self, h, r):
        return (self.ent(h) * self.rel(r)) @ self.ent.weight.t()

    def training_step(self, batch, batch_idx):
        h, r, t = batch
        loss = F.cross_entropy(self(h, r), t)
        self.epoch_losses.append(loss.detach().item())
        return loss

    def on_train_epoch_end(self):
        self.log("epoch_loss", sum(self.epoch_losses) / max(len(self.epoch_losses), 1))
        self.epoch_losses.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
