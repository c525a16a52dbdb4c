import grpc_server_stub as grpc
import tensorflow as tf


def create_host(address, agent, unroll_specs, num_action_repeats, episode_logger):
    server = grpc.Server([address])
    agent_state_spec = agent.initial_state(1)

    @tf.function
    def inference(env_ids, run_ids, env_outputs, raw_rewards):
        prev_actions, core_states = agent.lookup_state(env_ids)
        return agent((prev_actions, env_outputs), core_states)

    @tf.function
    def agent_inference(observations, states):
        logits, new_states = agent.policy(observations, states)
        return tf.random.categorical(logits, 1)[:, 0], new_states

    server.bind(inference)
    server.bind(agent_inference)
    server.start()
    episode_logger.info("host %s started, %d repeats, state %s", address, num_action_repeats, agent_state_spec)
    return server
