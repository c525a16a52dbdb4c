# source: https://github.com/autorope/donkeycar/pull/861
# symptom: h5 Keras pilots run far too slowly on a Raspberry Pi 4; the drive loop falls well below the expected ~22 fps
# expect: TFM008 parts/keras_pilot.py:24
# note: KerasLinear.inference() runs once per camera frame through pilot.run() in the drive loop of manage.py. The PR
# note: switches to the callable interface model(x); see the look-alike from the same PR. The camera and actuator
# note: parts are not reproduced.
