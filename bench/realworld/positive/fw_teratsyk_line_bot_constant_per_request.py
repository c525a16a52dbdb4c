# source: https://github.com/teratsyk/line-bot-ai/blob/HEAD/bot.py
# source: https://github.com/teratsyk/line-bot-ai/blob/HEAD/hello.py
# symptom: repository code (no issue text): the LINE bot's health route opens a new Session and adds a new tf.constant to the default graph on every GET, so the graph and the dyno process grow with each ping
# expect: TFM010 48
# note: TF 1.x default graph; the op is added to the same global graph on every request while a Session runs it
import json
import multiprocessing as mp
import os

import requests
import tensorflow as tf
from flask import Flask, request

LINE_API_REPLY = "https://api.line.me/v2/bot/message/reply"
LINE_HEADERS = {
    "Content-type": "application/json",
    "Authorization": "Bearer {}".format(os.environ.get("CHANNEL_ACCESS_TOKEN", "")),
}

app = Flask(__name__)


def send_reply(body):
    for event in body.get("events", []):
        if event.get("type") != "message":
            continue
        text = "(´・ω・`)"
        if event["message"]["type"] == "text":
            text = event["message"]["text"]
        reply = {"replyToken": event["replyToken"],
                 "messages": [{"type": "text", "text": text}]}
        requests.post(LINE_API_REPLY, data=json.dumps(reply), headers=LINE_HEADERS)


@app.route("/webhook", methods=["POST"])
def webhook():
    send_reply(request.json)
    return "", 200, {}


@app.route("/")
def hello_world():
    core_num = mp.cpu_count()
    config = tf.ConfigProto(
        inter_op_parallelism_threads=core_num,
        intra_op_parallelism_threads=core_num)
    sess = tf.Session(config=config)
    hello = tf.constant("hello, tensorflow!")
    return sess.run(hello)


if __name__ == "__main__":
    app.run(port=int(os.environ.get("PORT", 5000)))
