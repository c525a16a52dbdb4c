import sys

from backbone import load_gpt2_backbone
from causal_lm import CausalLM
from preprocessing import GPT2Preprocessor


def main(prompt_file):
    backbone = load_gpt2_backbone("gpt2_base_en")
    lm = CausalLM(backbone, GPT2Preprocessor("gpt2_base_en"), sequence_length=128)
    lm.compile(sampler="top_k")
    with open(prompt_file, encoding="utf-8") as f:
        prompts = [line.strip() for line in f if line.strip()]
    for start in range(0, len(prompts), 8):
        batch = prompts[start:start + 8]
        for prompt, completion in zip(batch, lm.generate(batch)):
            print("%s\n---> %s\n" % (prompt, completion))


if __name__ == "__main__":
    main(sys.argv[1])
