import json

import tensorflow as tf
from kafka import KafkaConsumer

from online.gp import StreamingGP
from online.refit import refit


def main():
    consumer = KafkaConsumer("sensor-readings", bootstrap_servers="localhost:9092",
                             value_deserializer=lambda m: json.loads(m.decode("utf-8")))
    model = StreamingGP()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for message in consumer:
            reading = message.value
            model.add_point(reading["t"], reading["value"])
            if len(model.xs) >= 20:
                nlml = refit(sess, model)
                print(message.offset, "nlml", nlml)


if __name__ == "__main__":
    main()
