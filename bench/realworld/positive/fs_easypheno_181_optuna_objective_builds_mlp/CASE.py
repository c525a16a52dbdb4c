# source: https://github.com/grimmlab/easyPheno/pull/181
# symptom: the pull request "tf memory grwoth" addresses memory that keeps growing while easyPheno optimises its TensorFlow models over many Optuna trials
# expect: TFM009 easypheno/model/mlp.py:9
# note: folder case: study.optimize calls OptunaOptim.objective (easypheno/optimization/optuna_optim.py) once per trial, and the objective instantiates an Mlp for every cross-validation fold; the TensorflowModel constructor (easypheno/model/_tensorflow_model.py) calls Mlp.define_model, which builds a new Sequential network, and nothing clears the Keras session between folds or trials
