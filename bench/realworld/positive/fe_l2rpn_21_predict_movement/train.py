import numpy as np

from l2rpn_baselines.DeepQSimple.DeepQSimple import DeepQSimple


def train(env, iterations=100000, save_path="saved_model", name="dq_simple"):
    agent = DeepQSimple(env.action_space, observation_size=env.observation_space.size(), name=name)
    obs = env.reset()
    episode_reward, rewards = 0.0, []
    for step in range(iterations):
        transformed = agent.convert_obs(obs)
        act_id = agent.my_act(transformed, reward=0.0, done=False)
        new_obs, reward, done, _ = env.step(agent.convert_act(act_id))
        agent.store(transformed, act_id, reward, done, agent.convert_obs(new_obs))
        episode_reward += reward
        if step % agent.update_freq == 0 and agent.ready_to_train():
            agent.train_step()
        if done:
            rewards.append(episode_reward)
            episode_reward = 0.0
            obs = env.reset()
        else:
            obs = new_obs
        if step % 1000 == 0 and rewards:
            print(f"step {step}: mean reward of last 10 episodes {np.mean(rewards[-10:]):.2f}")
    agent.save(save_path)
