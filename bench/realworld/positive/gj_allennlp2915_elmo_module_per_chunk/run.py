"""Embed every document of a csv-like file with ELMo and store the matrix."""
import argparse
import logging

from simdocs.embed import embed_file


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("input")
    parser.add_argument("--out", default="elmo_vectors.npy")
    parser.add_argument("--chunk", type=int, default=10)
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    shape = embed_file(args.input, args.out, chunk_size=args.chunk, limit=args.limit)
    logging.info("stored %s vectors in %s", shape, args.out)


if __name__ == "__main__":
    main()
