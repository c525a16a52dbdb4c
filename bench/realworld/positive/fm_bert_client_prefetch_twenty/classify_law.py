import tensorflow as tf

from law_input import LAW_IDS, make_input_fn

TRAIN_FILES = ["/data/cail/exercise_contest/data_train.json"]
EVAL_FILES = ["/data/cail/exercise_contest/data_test.json"]

session_config = tf.ConfigProto()
session_config.gpu_options.allow_growth = True
run_config = tf.estimator.RunConfig(model_dir="/data/cail/law-model",
                                    session_config=session_config,
                                    save_checkpoints_steps=1000)

classifier = tf.estimator.DNNClassifier(
    hidden_units=[512],
    feature_columns=[tf.feature_column.numeric_column("feature", shape=(768,))],
    n_classes=len(LAW_IDS),
    label_vocabulary=[str(i) for i in LAW_IDS],
    config=run_config,
    dropout=0.1)

train_spec = tf.estimator.TrainSpec(input_fn=make_input_fn(TRAIN_FILES))
eval_spec = tf.estimator.EvalSpec(input_fn=make_input_fn(EVAL_FILES), throttle_secs=0)
tf.estimator.train_and_evaluate(classifier, train_spec, eval_spec)
