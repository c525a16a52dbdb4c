import numpy as np

from DQNModel import DQN
from Memory import Memory
from MinerEnv import MinerEnv

N_EPISODE = 10000
MAX_STEP = 1000
BATCH_SIZE = 32
SAVE_NETWORK = 100
INITIAL_REPLAY_SIZE = 1000

minerEnv = MinerEnv("localhost", 1111)
minerEnv.start()
DQNAgent = DQN(minerEnv.state_dim, minerEnv.action_space)
memory = Memory(100000)

for episode_i in range(N_EPISODE):
    minerEnv.send_map_info(np.random.randint(1, 6))
    minerEnv.reset()
    s = minerEnv.get_state()
    total_reward = 0
    for step in range(MAX_STEP):
        action = DQNAgent.act(s)
        minerEnv.step(str(action))
        s_next = minerEnv.get_state()
        reward = minerEnv.get_reward()
        terminate = minerEnv.check_terminate()
        memory.push(s, action, reward, terminate, s_next)
        if memory.length > INITIAL_REPLAY_SIZE:
            DQNAgent.replay(memory.sample(BATCH_SIZE), BATCH_SIZE)
        total_reward += reward
        s = s_next
        if terminate:
            break
    if np.mod(episode_i + 1, SAVE_NETWORK) == 0:
        DQNAgent.target_train()
        DQNAgent.save_model("TrainedModels/", "DQNmodel_ep%d" % (episode_i + 1))
    DQNAgent.update_epsilon()
    print("Episode %d reward %.1f epsilon %.3f" % (episode_i + 1, total_reward, DQNAgent.epsilon))
