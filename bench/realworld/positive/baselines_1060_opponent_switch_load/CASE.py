# source: https://github.com/openai/baselines/issues/1060
# symptom: in multi-agent self-play, the runner switches opponent models by calling model.load() many times; each load adds nodes to the TensorFlow graph, so load and save get slower and every epoch takes longer
# expect: TFM010 selfplay/common/tf_util.py:19
# note: the episode loop is in selfplay/runner.py; Model.load in selfplay/model.py calls load_variables, imported with `from selfplay.common.tf_util import load_variables`, which builds assign ops and runs them in the same call
