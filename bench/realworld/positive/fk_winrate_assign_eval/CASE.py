# source: https://github.com/tensorforce/tensorforce/issues/126
# symptom: adding an extra TensorBoard summary next to the DQN agent: updating the summary variable with assign(...).eval() during training; the graph keeps growing with one assign op per report (it then failed with "Graph is finalized and cannot be modified" once the library finalized the graph)
# expect: TFM010 stats.py:15
# note: folder case: selfplay.train() loops over episodes and calls WinRateLogger.update() every report_every episodes; update() builds a new assign op on the graph variable and runs it with .eval(); the thread's fix feeds a placeholder into a summary built once
