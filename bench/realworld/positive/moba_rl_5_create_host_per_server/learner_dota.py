import logging

from absl import app, flags

import hosts
from networks import OmninightAgent

FLAGS = flags.FLAGS
flags.DEFINE_list("server_addresses", ["localhost:8687", "localhost:8688"], "actor servers")
flags.DEFINE_integer("num_action_repeats", 1, "frames per action")


def learner_loop(agent, unroll_specs):
    servers = []
    for address in FLAGS.server_addresses:
        servers.append(hosts.create_host(address, agent, unroll_specs, FLAGS.num_action_repeats,
                                         logging.getLogger("hosts")))
    return servers


def main(argv):
    agent = OmninightAgent(num_actions=36)
    servers = learner_loop(agent, unroll_specs=None)
    for server in servers:
        server.wait()


if __name__ == "__main__":
    app.run(main)
