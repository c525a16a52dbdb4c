# source: https://github.com/LukeWood/keras-genetic
# note: correct: the functional model is built once at module level; every individual only swaps weights into it with set_weights (Individual.load_model), and the per-step action comes from calling the model directly, not from model.predict, so neither a model build nor a predict set-up repeats across generations
