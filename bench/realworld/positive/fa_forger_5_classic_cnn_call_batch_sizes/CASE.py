# source: https://github.com/cog-model/forger/issues/5
# symptom: "5 out of the last 370 calls to <function ClassicCnn.call> triggered tf.function retracing" while training the cobblestone agent, which then learns almost nothing
# expect: TFM001 forger/networks.py:13
# note: package layout: the network's call is a bare @tf.function in forger/networks.py; forger/agent.py calls it with one observation when acting and with replay batches whose size grows with the buffer when learning; train_cobblestone.py runs the episodes
