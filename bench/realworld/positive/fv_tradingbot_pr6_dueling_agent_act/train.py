"""Train the stock trading agent on a CSV of daily closing prices."""
import argparse
import logging

from agent import Agent
from ops import format_position, get_state, load_prices


def train_model(agent, episode, data, batch_size=32, window_size=10):
    total_profit = 0.0
    data_length = len(data) - 1
    agent.inventory = []
    avg_loss = []
    state = get_state(data, 0, window_size + 1)

    for t in range(data_length):
        reward = 0
        next_state = get_state(data, t + 1, window_size + 1)
        action = agent.act(state)

        if action == 1:
            agent.inventory.append(data[t])
        elif action == 2 and len(agent.inventory) > 0:
            bought_price = agent.inventory.pop(0)
            delta = data[t] - bought_price
            reward = delta
            total_profit += delta

        done = t == data_length - 1
        agent.remember(state, action, reward, next_state, done)

        if len(agent.memory) > batch_size:
            avg_loss.append(agent.train_experience_replay(batch_size))

        state = next_state

    if episode % 10 == 0:
        agent.save(episode)
    return total_profit, sum(avg_loss) / max(len(avg_loss), 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("train_stock")
    parser.add_argument("--window-size", type=int, default=10)
    parser.add_argument("--episode-count", type=int, default=50)
    parser.add_argument("--model-name", default="model_dueling")
    args = parser.parse_args()

    data = load_prices(args.train_stock)
    agent = Agent(args.window_size, strategy="dueling", model_name=args.model_name)
    for episode in range(1, args.episode_count + 1):
        profit, loss = train_model(agent, episode, data, window_size=args.window_size)
        logging.info("Episode %d: %s  loss %.4f", episode, format_position(profit), loss)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
