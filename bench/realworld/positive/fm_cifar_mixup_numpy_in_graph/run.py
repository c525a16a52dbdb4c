from cifar_mixup.train import fit

if __name__ == "__main__":
    fit(epochs=30)
