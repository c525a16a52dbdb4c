import argparse
import io

from textgen.generator import TextGenerator


def parse_args():
    p = argparse.ArgumentParser(description="Generate one sample per prompt line")
    p.add_argument("--model_dir", default="models/117M")
    p.add_argument("--run_name", default="run1")
    p.add_argument("--prompts", required=True)
    p.add_argument("--out", default="samples.txt")
    p.add_argument("--length", type=int, default=150)
    p.add_argument("--temperature", type=float, default=0.8)
    return p.parse_args()


def main():
    args = parse_args()
    gen = TextGenerator(args.model_dir, run_name=args.run_name)
    gen.load()
    with io.open(args.prompts, encoding="utf-8") as f:
        prompts = [line.strip() for line in f if line.strip()]
    with io.open(args.out, "w", encoding="utf-8") as out:
        for i, prompt in enumerate(prompts):
            text = gen.generate(prompt, length=args.length, temperature=args.temperature)
            out.write(u"==== %d ====\n%s\n" % (i, text))
            print("generated %d/%d" % (i + 1, len(prompts)))


if __name__ == "__main__":
    main()
