import sys
import time

from decoding import GreedyGenerator


def main(prompt_file):
    gen = GreedyGenerator()
    for line in open(prompt_file):
        prompt = line.strip()
        if prompt:
            t0 = time.time()
            text = gen.generate(prompt)
            print("%.2fs | %s" % (time.time() - t0, text.replace("\n", " ")))


if __name__ == "__main__":
    main(sys.argv[1])
