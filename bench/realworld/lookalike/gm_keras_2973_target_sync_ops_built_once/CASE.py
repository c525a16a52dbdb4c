# source: https://github.com/keras-team/keras/issues/2973
# note: the usual fix (also what the Keras backend change in that period did): the target-copy assign ops are built once in the agent's constructor and grouped; sync_target, called every TARGET_EVERY steps, only runs the existing op
