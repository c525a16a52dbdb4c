# source: https://github.com/ckyeungac/deep-knowledge-tracing-plus/issues/5
# symptom: "How to solve the sess.run() function memory leak problem, the data set is too large to run": memory keeps growing while the DKT+ training runs its sess.run loops until a large data set can no longer be trained
# expect: TFM010 dkt.py:49
# expect: TFM010 dkt.py:56
# note: folder case modelled on the project's training loop that the reporter runs: run_optimization() creates a global_variables_initializer op at the start of every run and, inside the epoch loop, save_model() builds a new tf.train.Saver (save and restore ops) every time the test AUC improves; the thread itself has no diagnosis
