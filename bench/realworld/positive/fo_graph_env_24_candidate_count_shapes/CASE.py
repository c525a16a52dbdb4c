# source: https://github.com/NatLabRockies/graph-env/issues/24
# symptom: rollout workers print "5 out of the last 5 calls to <function _ ...> triggered tf.function retracing" while the policy scores the candidate states of the graph environment
# expect: TFM007 graphenv/rollout.py:15
# note: package layout: the bare @tf.function action_logits lives in graphenv/policy.py; graphenv/rollout.py builds, at every step of its while loop, a NumPy array of shape (len(candidates), NODE_FEATURES) and passes it in, so every new candidate count is a new input shape and a new trace; the thread suspects the NumPy re-casting of the stacked observations, the varying first dimension is what this case keeps
