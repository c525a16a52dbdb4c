# source: https://github.com/sktime/pytorch-forecasting/pull/2086
# note: the fix of that PR, in PyTorch: each batch's outputs are detached and moved to the CPU before they are appended, so the list holds host copies and GPU memory stays at one batch
import torch
from torch.utils.data import DataLoader, TensorDataset


def move_to_cpu(obj):
    if isinstance(obj, torch.Tensor):
        return obj.detach().cpu()
    if isinstance(obj, dict):
        return {k: move_to_cpu(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return type(obj)(move_to_cpu(v) for v in obj)
    return obj


class Forecaster(torch.nn.Module):
    def __init__(self, n_in, horizon):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(n_in, 128), torch.nn.ReLU(), torch.nn.Linear(128, horizon))

    def forward(self, x):
        return self.net(x)


device = "cuda" if torch.cuda.is_available() else "cpu"
model = Forecaster(48, 12).to(device).eval()
loader = DataLoader(TensorDataset(torch.randn(100000, 48), torch.randn(100000, 12)), batch_size=512)
predictions, targets = [], []
with torch.no_grad():
    for x, y in loader:
        out = model(x.to(device))
        predictions.append(move_to_cpu(out))
        targets.append(move_to_cpu(y))
predictions = torch.cat(predictions)
targets = torch.cat(targets)
print(torch.mean((predictions - targets) ** 2).item())
