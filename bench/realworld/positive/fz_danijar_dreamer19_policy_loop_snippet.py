# source: https://github.com/danijar/dreamer/issues/19
# symptom: memory leak when calling agent.policy(obs, state, training) over and over; RAM climbs in htop while the agent acts
# expect: TFM001 20
# note: snippet as pasted in the issue: methods of the Dreamer class plus the modified main loop, no imports (tf, prec, np, wrappers come from the repository). policy is a tf.function without input_signature called every environment step with a Python bool and a state that starts as None.

def preprocess(obs, config):
  dtype = prec.global_policy().compute_dtype
  obs = obs.copy()
  with tf.device('cpu:0'):
    obs['image'] = tf.cast(obs['image'], dtype) / 255.0 - 0.5
    clip_rewards = dict(none=lambda x: x, tanh=tf.tanh)[config.clip_rewards]
    obs['reward'] = clip_rewards(obs['reward'])
  return obs


class Dreamer(tools.Module):

  # ... __init__, train, _build_model as in the repository ...

  @tf.function
  def policy(self, obs, state, training):
    if state is None:
      latent = self._dynamics.initial(len(obs['image']))
      action = tf.zeros((len(obs['image']), self._actdim), self._float)
    else:
      latent, action = state
    embed = self._encode(preprocess(obs, self._c))
    latent, _ = self._dynamics.obs_step(latent, action, embed)
    feat = self._dynamics.get_feat(latent)
    if training:
      action = self._actor(feat).sample()
    else:
      action = self._actor(feat).mode()
    action = self._exploration(action, training)
    state = (latent, action)
    return action, state


def main(config):
  env = wrappers.Async(lambda: make_env(config, writer, 'train', datadir, store=False), config.parallel)
  agent = Dreamer(config, datadir, actspace, writer)
  obs = env.reset()
  state = None
  training = False
  while True:
    action, state = agent.policy(obs, state, training)
    obs, reward, done, _ = env.step(np.array(action)[0])
    if done:
      obs, state = env.reset(), None
