# source: https://git.vimja.com/gryf/coach/commits/commit/b1e9ea48d86807382c5feca0d18a6bf71f5caa03/rl_coach/architectures/tensorflow_components/savers.py
# symptom: RSS of the rollout worker grows with every checkpoint restore; each restore adds new assign nodes to the graph that are never removed
# expect: TFM010 savers.py:36
