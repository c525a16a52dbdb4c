# source: https://github.com/MaxJohnsen/carla-controller/pull/16
# symptom: code from the PR that lets a Keras model drive the CARLA simulator (no leak thread); every simulator tick runs a full Keras predict loop for one frame, the per-call cost that throttles the control rate and, on TF 2.0-2.3, grew RSS on every call
# expect: TFM008 drive_models.py:32
# note: the pygame/CARLA client loop in carla_controller.py asks the drive model for steer/throttle/brake on every tick
