# source: https://github.com/keras-team/keras/issues/2973
# symptom: copying the on-policy network's weights into the off-policy network at intervals leaks memory on every copy until the learning loop dies with OOM
# expect: TFM010 agent.py:33
# note: in the thread the copy went through set_weights, which then built new assign ops per call; here the agent's own sync_target builds one assign op per variable on every call from the training loop
