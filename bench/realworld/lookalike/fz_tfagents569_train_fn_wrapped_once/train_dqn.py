import argparse

from rl import build_agent, build_training_fns


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=100000)
    args = parser.parse_args()

    tf_env, agent = build_agent()
    collect_fn, train_fn, iterator = build_training_fns(tf_env, agent)
    time_step, policy_state = None, None
    for _ in range(1000):
        time_step, policy_state = collect_fn(time_step, policy_state)
    for it in range(args.iterations):
        time_step, policy_state = collect_fn(time_step, policy_state)
        experience, _ = next(iterator)
        loss = train_fn(experience).loss
        if it % 1000 == 0:
            print("iteration %d loss %.4f" % (it, float(loss)))


if __name__ == "__main__":
    main()
