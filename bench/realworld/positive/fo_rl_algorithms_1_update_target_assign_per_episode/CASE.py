# source: https://github.com/jk96491/RL_Algorithms/issues/1
# symptom: update_Target runs sess.run(target_var.assign(online_var)) for every trainable variable each time the target network is synced, adding new Assign ops to the graph at every sync
# expect: TFM010 agents/dqn.py:45
# note: package layout: the thread is about which variable the assign targets (the reporter's fix indexes the target variable), but both the buggy and the fixed line build a fresh assign op per variable per call; main.py calls agent.update_Target() once per episode
