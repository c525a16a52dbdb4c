# source: https://github.com/nibtehaz/MultiResUNet/issues/4
# symptom: ResourceExhaustedError with MultiResUNet3D during leave-one-out cross-validation: the first folds train, later folds run out of GPU memory; the author's workaround is gc.collect() with 30 s sleeps between training sessions, and the reporter cannot restart the interpreter inside the loop
# expect: TFM009 cross_validate.py:25
# note: folder case: cross_validate.py loops over leave-one-out splits and builds a fresh network every fold through MultiResUnet3D from multiresunet3d.py, compiles and fits it, deletes it and runs the gc/sleep workaround from the thread; no clear_session anywhere
