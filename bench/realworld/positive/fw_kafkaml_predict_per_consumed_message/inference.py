import json
import logging
import os
import sys
import time

from confluent_kafka import Consumer, Producer

from decoders import DecoderFactory
from predictor import Predictor

MAX_MESSAGES_TO_COMMIT = 16


def load_environment_vars():
    return dict(
        bootstrap=os.environ.get("BOOTSTRAP_SERVERS"),
        model_path=os.environ.get("MODEL_PATH", "model.h5"),
        input_format=os.environ.get("INPUT_FORMAT", "RAW"),
        input_config=json.loads(os.environ.get("INPUT_CONFIG", "{}")),
        input_topic=os.environ.get("INPUT_TOPIC"),
        output_topic=os.environ.get("OUTPUT_TOPIC"),
        group_id=os.environ.get("GROUP_ID", "inference"),
    )


def main():
    logging.basicConfig(stream=sys.stdout, level=logging.INFO)
    env = load_environment_vars()
    predictor = Predictor(env["model_path"])
    decoder = DecoderFactory.get_decoder(env["input_format"], env["input_config"])

    consumer = Consumer({"bootstrap.servers": env["bootstrap"], "group.id": env["group_id"],
                         "auto.offset.reset": "earliest", "enable.auto.commit": False})
    consumer.subscribe([env["input_topic"]])
    producer = Producer({"bootstrap.servers": env["bootstrap"]})
    committed = 0

    while True:
        msg = consumer.poll(1.0)
        if msg is None:
            continue
        if msg.error():
            logging.error("Consumer error: %s", msg.error())
            continue
        start = time.time()
        values = predictor.predict_message(decoder.decode(msg.value()))
        producer.produce(env["output_topic"], json.dumps({"values": values}).encode())
        committed += 1
        if committed >= MAX_MESSAGES_TO_COMMIT:
            producer.flush()
            consumer.commit()
            committed = 0
        logging.debug("inference took %.3fs", time.time() - start)


if __name__ == "__main__":
    main()
