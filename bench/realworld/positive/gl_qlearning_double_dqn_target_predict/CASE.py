# source: https://github.com/ashishkhiani/QLearning/blob/HEAD/app/DoubleDQNAgent.py
# symptom: training of the Double DQN agent gets slower per step and RAM keeps climbing over thousands of episodes; every learning step and every greedy action goes through model.predict
# expect: TFM008 app/DoubleDQNAgent.py:22
# expect: TFM008 app/Agent.py:32
# note: DoubleDQNAgent.learn (subclass) predicts with the target model built by the base-class build_model; the base-class act is written the same way; main.py calls act and learn once per environment step
