"""Dataflow batch job: read (id, jpeg bytes) records, classify, write JSON lines."""
import argparse
import json

import apache_beam as beam
from apache_beam.options.pipeline_options import PipelineOptions

from dofns import DecodeImage, KerasBatchPredict


def run(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--input", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--model_path", required=True)
    known, pipeline_args = parser.parse_known_args(argv)

    with beam.Pipeline(options=PipelineOptions(pipeline_args)) as p:
        (p
         | "Read" >> beam.io.ReadFromTFRecord(known.input)
         | "Parse" >> beam.Map(lambda rec: tuple(rec.split(b"\t", 1)))
         | "Decode" >> beam.ParDo(DecodeImage())
         | "Batch" >> beam.BatchElements(min_batch_size=16, max_batch_size=256)
         | "Predict" >> beam.ParDo(KerasBatchPredict(known.model_path))
         | "ToJson" >> beam.Map(json.dumps)
         | "Write" >> beam.io.WriteToText(known.output))


if __name__ == "__main__":
    run()
