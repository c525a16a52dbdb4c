import argparse
import json
import time

from qa_runner import BertSquadRunner


def load_squad(path, limit):
    with open(path) as f:
        data = json.load(f)["data"]
    samples = [(qa["question"], p["context"])
               for a in data for p in a["paragraphs"] for qa in p["qas"]]
    return samples[:limit]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-m", "--model_name",
                        default="bert-large-uncased-whole-word-masking-finetuned-squad")
    parser.add_argument("--squad_path", required=True)
    parser.add_argument("--num_runs", type=int, default=2000)
    args = parser.parse_args()

    runner = BertSquadRunner(args.model_name)
    samples = load_squad(args.squad_path, args.num_runs)
    t0 = time.time()
    for begin in range(0, len(samples), 50):
        runner.answer_all(samples[begin:begin + 50])
    print("throughput: %.2f samples/s" % (len(samples) / (time.time() - t0)))


if __name__ == "__main__":
    main()
