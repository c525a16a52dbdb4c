import argparse
import time

from decoding import GreedyGenerator


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--prompts", default="prompts.txt")
    ap.add_argument("--max_new_tokens", type=int, default=64)
    args = ap.parse_args()
    gen = GreedyGenerator()
    for line in open(args.prompts):
        prompt = line.strip()
        if not prompt:
            continue
        t0 = time.time()
        text = gen.generate(prompt, args.max_new_tokens)
        print("%.2fs | %s" % (time.time() - t0, text.replace("\n", " ")))


if __name__ == "__main__":
    main()
