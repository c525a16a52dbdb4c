# source: https://github.com/idiap/fullgrad-saliency/issues/11
# note: PyTorch look-alike of the Keras/TF1 "build a gradient function per image" positives: this saliency loop computes input gradients for 500 images one by one, but PyTorch builds its autograd graph per forward pass and frees it after backward, and the loop runs under a fixed model in eval mode; the thread's growth came from the reporter's own image-loading code, not from this pattern
import glob

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image
from torchvision import models, transforms

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = models.vgg16(weights="IMAGENET1K_V1").to(device).eval()
preprocess = transforms.Compose([
    transforms.Resize((224, 224)),
    transforms.ToTensor(),
    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
])


def simple_fullgrad(image_tensor):
    """Input-gradient x input saliency for the top class of one image."""
    x = image_tensor.unsqueeze(0).to(device).requires_grad_(True)
    logits = model(x)
    top = logits[0].argmax()
    grad, = torch.autograd.grad(logits[0, top], x)
    saliency = (grad * x).abs().sum(dim=1, keepdim=True)
    saliency = F.interpolate(saliency, size=(224, 224), mode="bilinear", align_corners=False)
    return saliency.squeeze().detach().cpu().numpy()


maps = []
for path in sorted(glob.glob("dataset/*.jpg"))[:500]:
    with Image.open(path) as img:
        maps.append(simple_fullgrad(preprocess(img.convert("RGB"))))
np.save("saliency_maps.npy", np.stack(maps))
