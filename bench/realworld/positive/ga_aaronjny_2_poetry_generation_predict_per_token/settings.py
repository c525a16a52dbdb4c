DISALLOWED_WORDS = ["（", "）", "(", ")", "__", "《", "》", "【", "】", "[", "]"]
MAX_LEN = 64
MIN_WORD_FREQUENCY = 8
BATCH_SIZE = 16
DATASET_PATH = "./poetry.txt"
SHOW_NUM = 5
TRAIN_EPOCHS = 20
BEST_MODEL_PATH = "./best_model.h5"
