# source: https://github.com/utayao/Atten_Deep_MIL/issues/15
# note: the implementation posted in the thread, reworked: update_state stores .numpy() scalars (not tensors) per bag, the lists are cleared by reset_state every epoch, no metric object is built per call, and the model runs eagerly as the thread requires; clear_session between folds
