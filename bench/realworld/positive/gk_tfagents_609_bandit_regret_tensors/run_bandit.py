"""Run LinUCB on the synthetic linear environment and plot the regret."""
import argparse
import json
import os

from setup_agent import BanditConfig, build_bandit_stack
from plotting import save_regret_curve


def parse_args():
    p = argparse.ArgumentParser(description="LinUCB on a synthetic contextual bandit")
    p.add_argument("--iterations", type=int, default=5000)
    p.add_argument("--steps-per-loop", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=8)
    p.add_argument("--alpha", type=float, default=1.0)
    p.add_argument("--out-dir", default="runs/linucb")
    return p.parse_args()


def main():
    args = parse_args()
    cfg = BanditConfig(batch_size=args.batch_size,
                       steps_per_loop=args.steps_per_loop,
                       alpha=args.alpha)
    stack = build_bandit_stack(cfg)
    agent = stack.agent
    driver = stack.driver
    replay_buffer = stack.replay_buffer
    regret_metric = stack.regret_metric

    regret_values = []
    for it in range(args.iterations):
        driver.run()
        loss_info = agent.train(replay_buffer.gather_all())
        replay_buffer.clear()
        regret_values.append(regret_metric.result())
        if it % 500 == 0:
            print(f"iter {it:5d}  loss={float(loss_info.loss):.4f}")

    os.makedirs(args.out_dir, exist_ok=True)
    save_regret_curve(regret_values, os.path.join(args.out_dir, "regret.png"))
    with open(os.path.join(args.out_dir, "config.json"), "w") as fh:
        json.dump(vars(args), fh, indent=2)


if __name__ == "__main__":
    main()
