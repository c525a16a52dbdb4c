import tensorflow as tf

from dkt import DKTTrainer
from load_data import DKTData
from model import KnowledgeTracingModel


def main(train_path="data/skill_id_train.csv", test_path="data/skill_id_test.csv", batch_size=32):
    data = DKTData(train_path, test_path, batch_size=batch_size)
    model = KnowledgeTracingModel(num_problems=data.num_problems)
    model.build_graph()
    config = tf.ConfigProto()
    config.gpu_options.allow_growth = True
    with tf.Session(config=config) as sess:
        trainer = DKTTrainer(sess, model, data.train, data.test)
        print("average test AUC:", trainer.run_optimization())


if __name__ == "__main__":
    main()
