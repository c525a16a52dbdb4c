# source: https://github.com/TihanPelser/vehicle-simulation/blob/HEAD/controller/DQNControllerModel.py
# symptom: a vehicle simulation asks a trained DQN controller for a steering action at every time step; the controller calls model.predict on one state per step, which dominates the run time and grew memory over long runs
# expect: TFM008 controller/dqn_controller.py:12
# note: simulate.py runs the time-step loop; the predict call sits in DQNController.act in controller/dqn_controller.py
