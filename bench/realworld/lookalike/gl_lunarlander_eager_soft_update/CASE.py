# source: https://github.com/mehrdad3301/Lunar-Lander/blob/HEAD/utils.py
# note: correct: the soft update assigns into the target network's existing variables in eager mode, once per learning step; there is no Session and no graph to grow, the networks are built once in the agent's constructor, and actions come from calling the Q-network directly
