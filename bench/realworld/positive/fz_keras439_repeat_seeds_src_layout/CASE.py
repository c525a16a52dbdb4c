# source: https://github.com/keras-team/keras/issues/439
# symptom: repeating training/evaluation 15 times with different random seeds in one process keeps accumulating models; memory grows run after run
# expect: TFM009 src/expts/repeat.py:14
# note: run.py calls repeat_runs once; its loop over seeds calls _one_run, which instantiates the TextCNN keras.Model subclass (src/models/textcnn.py, relative import) and trains it, without clear_session between runs.
