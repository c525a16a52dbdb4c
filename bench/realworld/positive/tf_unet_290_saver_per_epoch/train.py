from unet import Trainer, Unet
from unet.data import ImageProvider

if __name__ == "__main__":
    net = Unet(channels=3, n_class=2, layers=4, features_root=32)
    trainer = Trainer(net, batch_size=4, learning_rate=1e-3)
    trainer.train(ImageProvider("data/train/*.tif"), "output/unet", training_iters=64, epochs=200)
