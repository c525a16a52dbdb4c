# source: https://github.com/Rochester-NRT/RocAlphaGo/issues/127
# symptom: RL policy training is killed by the OOM killer after a few dozen iterations of the main loop on an 8 GB machine
# expect: TFM009 policy.py:26
# note: each RL iteration samples an opponent snapshot from the pool and loads it as a brand-new Keras model; no clear_session in the loop
