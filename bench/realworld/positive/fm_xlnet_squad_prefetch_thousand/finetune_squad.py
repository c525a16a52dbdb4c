import tensorflow as tf

from squad_records import input_fn_builder

FLAGS = {"train_glob": "gs://bucket/squad/spiece.model.*.slen-512.qlen-64.train.tf_record",
         "seq_len": 512, "train_steps": 8000, "model_dir": "gs://bucket/exp/squad"}


def model_fn(features, labels, mode, params):
    raise NotImplementedError("XLNet QA head lives in the model package")


def main():
    estimator = tf.estimator.Estimator(model_fn=model_fn, model_dir=FLAGS["model_dir"],
                                       params={"batch_size": 48})
    train_input_fn = input_fn_builder(FLAGS["train_glob"], FLAGS["seq_len"], is_training=True,
                                      drop_remainder=True)
    estimator.train(input_fn=train_input_fn, max_steps=FLAGS["train_steps"])


if __name__ == "__main__":
    main()
