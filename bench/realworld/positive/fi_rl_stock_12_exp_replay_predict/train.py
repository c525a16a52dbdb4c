import sys

from agent.agent import Agent
from functions import getState, getStockDataVec

if len(sys.argv) != 4:
    print("Usage: python train.py [stock] [window] [episodes]")
    sys.exit()

stock_name, window_size, episode_count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])

agent = Agent(window_size)
data = getStockDataVec(stock_name)
l = len(data) - 1
batch_size = 32

for e in range(episode_count + 1):
    print("Episode " + str(e) + "/" + str(episode_count))
    state = getState(data, 0, window_size + 1)
    total_profit = 0
    agent.inventory = []
    for t in range(l):
        action = agent.act(state)
        next_state = getState(data, t + 1, window_size + 1)
        reward = 0
        if action == 1:
            agent.inventory.append(data[t])
        elif action == 2 and len(agent.inventory) > 0:
            bought_price = agent.inventory.pop(0)
            reward = max(data[t] - bought_price, 0)
            total_profit += data[t] - bought_price
        done = t == l - 1
        agent.memory.append((state, action, reward, next_state, done))
        state = next_state
        if done:
            print("Total Profit: " + str(total_profit))
        if len(agent.memory) > batch_size:
            agent.expReplay(batch_size)
    if e % 10 == 0:
        agent.model.save("models/model_ep" + str(e))
