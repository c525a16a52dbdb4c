"""Generate completions for a file of prompts and time each call."""
import argparse
import time

from textgen.loading import load_backbone_and_tokenizer
from textgen.sampler import CausalLM


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("prompts")
    parser.add_argument("--preset", default="gpt2_base_en")
    parser.add_argument("--max_length", type=int, default=128)
    args = parser.parse_args()
    backbone, tokenizer, end_id = load_backbone_and_tokenizer(args.preset)
    lm = CausalLM(backbone, tokenizer, end_id)
    with open(args.prompts) as f:
        prompts = [line.rstrip("\n") for line in f if line.strip()]
    for prompt in prompts:
        start = time.time()
        text = lm.generate([prompt], max_length=args.max_length)[0]
        print(f"[{time.time() - start:.2f}s] {text}")


if __name__ == "__main__":
    main()
