from types import SimpleNamespace

cfg = SimpleNamespace(TRAIN=SimpleNamespace(
    LEARNING_RATE=0.001, MOMENTUM=0.9, GAMMA=0.1, STEPSIZE=[30000, 60000, 90000], DISPLAY=20))
