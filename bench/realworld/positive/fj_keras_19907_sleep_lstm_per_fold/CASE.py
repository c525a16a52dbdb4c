# source: https://github.com/keras-team/keras/issues/19907
# symptom: training one LSTM per participant and fold (15 participants x 10 folds) with a custom DataGenerator, Keras 3.3 / TF 2.16 ends up using all the RAM; the reporter searched for three weeks, deleting the generators after each fit does not help
# expect: TFM009 sleep/models.py:8
# note: run_all.py loops over participants and folds and calls Trainer.train_fold (sleep/training.py), which calls create_lstm1 (sleep/models.py) for a new compiled Sequential every fold and fits it; nothing clears the Keras session between folds
