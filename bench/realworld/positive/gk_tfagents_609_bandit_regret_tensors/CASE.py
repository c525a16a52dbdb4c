# source: https://github.com/tensorflow/agents/issues/609
# symptom: bandit tutorial loop keeps every RegretMetric.result() tensor in a Python list for plotting; memory keeps growing with the number of iterations
# expect: TFM012 run_bandit.py:36
# note: keeps the report's shape: driver.run() / agent.train() / replay_buffer.clear() every iteration, then regret_values.append(regret_metric.result()) of the eager tensor; the list is only plotted at the end
