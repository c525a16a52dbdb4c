from readers import FastQAReader
from squad_io import load_squad, build_vocab

REPR_DIMS = (100, 150, 200, 300)


def main():
    train_data, dev_data = load_squad("data/squad/train-v1.1.json"), load_squad("data/squad/dev-v1.1.json")
    vocab = build_vocab(train_data)
    reader = FastQAReader(vocab)
    for dim in REPR_DIMS:
        reader.repr_dim = dim
        reader.setup_from_data(train_data)
        reader.train(train_data)
        print(dim, reader.evaluate(dev_data))


if __name__ == "__main__":
    main()
