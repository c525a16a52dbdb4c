# source: https://github.com/team-daniel/cedl/blob/HEAD/src/models.py
# source: https://github.com/team-daniel/cedl/blob/HEAD/src/main.py
# note: correct: the Monte-Carlo dropout loop makes up to 1,000 forward passes by calling the model object directly with training=True, not model.predict; the repeated-runs loop builds one wrapper model per run but ends every iteration with K.clear_session() and gc.collect(), as the repository's main script does
