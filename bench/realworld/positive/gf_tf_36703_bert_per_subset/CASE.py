# source: https://github.com/tensorflow/tensorflow/issues/36703
# symptom: the first BERT training run succeeds, the next call of the training function fails with ResourceExhaustedError (OOM when allocating the Adam slot variables); the previous model cannot be removed from GPU memory
# expect: TFM009 bert_train.py:16
# note: experiments.main calls train_bert once per data subset; each call builds a new hub.KerasLayer encoder and a new functional tf.keras.Model via build_classifier, compiles and fits it, with no clear_session between runs.
