# source: https://github.com/yashsmehta/personality-prediction/issues/8
# symptom: the reviewer notices that a new tf.keras Sequential model is constructed inside the K-fold loop, itself inside the loop over the five personality traits, so the script builds (and trains) a fresh model for every fold of every trait
# expect: TFM009 finetune/mlp.py:16
# note: run.py loads the language-model embeddings and calls finetune.mlp.train_per_trait(); the trait x fold loops and the Sequential construction live in finetune/mlp.py with no clear_session() anywhere
