import tensorflow as tf

from dmn.data import load_babi
from dmn.model import DMN


class Config:
    batch_size = 100
    max_len = 40
    vocab_size = 200
    hidden = 80
    lr = 0.001
    max_epochs = 256
    early_stopping = 20


def main():
    config = Config()
    train, valid = load_babi(config)
    model = DMN(config)
    best, best_epoch = float("inf"), 0
    with tf.Session() as session:
        session.run(tf.global_variables_initializer())
        for epoch in range(config.max_epochs):
            train_loss = model.run_epoch(session, train, train_op=model.train_step)
            valid_loss = model.run_epoch(session, valid)
            print("epoch %d train %.3f valid %.3f" % (epoch, train_loss, valid_loss))
            if valid_loss < best:
                best, best_epoch = valid_loss, epoch
            elif epoch - best_epoch > config.early_stopping:
                break


if __name__ == "__main__":
    main()
