from .augment import make_train_dataset
