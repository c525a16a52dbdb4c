# source: https://pytorch.org/tutorials/intermediate/torch_compile_tutorial.html
# note: PyTorch's torch.compile called once per architecture in a sweep, each compiled module then run over many batches; a compile per new model is required and nothing here is TensorFlow (the file also reads its data with tf.data)
import tensorflow as tf
import torch
from torch import nn


def make_mlp(width, depth):
    layers = [nn.Linear(64, width), nn.ReLU()]
    for _ in range(depth - 1):
        layers += [nn.Linear(width, width), nn.ReLU()]
    return nn.Sequential(*layers, nn.Linear(width, 10))


dataset = tf.data.Dataset.from_tensor_slices(tf.random.normal((4096, 64))).batch(256).prefetch(tf.data.AUTOTUNE)
batches = [torch.from_numpy(b.numpy()) for b in dataset]

for width in (128, 256, 512):
    for depth in (2, 4):
        model = make_mlp(width, depth).eval()
        compiled = torch.compile(model)
        with torch.no_grad():
            outputs = [compiled(b) for b in batches]
        print(width, depth, sum(float(o.abs().mean()) for o in outputs) / len(outputs))
