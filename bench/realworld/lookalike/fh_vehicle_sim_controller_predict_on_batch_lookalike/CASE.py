# source: https://github.com/TihanPelser/vehicle-simulation/blob/HEAD/controller/DQNControllerModel.py
# symptom: none: the per-step inference uses predict_on_batch
# note: the same simulation loop and controller module as the positive case, with the per-step Model.predict replaced by predict_on_batch (the catalogue's recommended fix)
