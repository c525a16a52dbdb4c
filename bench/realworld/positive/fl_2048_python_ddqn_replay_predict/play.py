import numpy as np

from agents.ddqn import DDQNAgent
from game import Board

BATCH = 64
EPISODES = 5000

agent = DDQNAgent()
for episode in range(EPISODES):
    board = Board()
    state = board.encoded().reshape(1, 16)
    moves = 0
    while not board.game_over():
        action = agent.act(state, board.legal_moves())
        reward = board.move(action)
        next_state = board.encoded().reshape(1, 16)
        agent.remember(state, action, reward, next_state, board.game_over())
        state = next_state
        moves += 1
        if len(agent.memory) > BATCH:
            agent.replay(BATCH)
    if episode % 20 == 0:
        agent.update_target()
    print(f"episode {episode}: max tile {board.max_tile()} after {moves} moves")
