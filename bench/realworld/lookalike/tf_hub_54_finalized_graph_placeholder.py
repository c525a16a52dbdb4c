# source: https://github.com/tensorflow/hub/issues/54
# note: the maintainer's answer in that thread: build the placeholder, the module and its output once in a graph, finalize the graph, keep one session, and only feed the placeholder per request
import numpy as np
import tensorflow as tf
import tensorflow_hub as hub
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
import json

g = tf.Graph()
with g.as_default():
    text_input = tf.placeholder(dtype=tf.string, shape=[None])
    embed = hub.Module("https://tfhub.dev/google/universal-sentence-encoder/1")
    embedded_text = embed(text_input)
    init_op = tf.group([tf.global_variables_initializer(), tf.tables_initializer()])
g.finalize()

session = tf.Session(graph=g)
session.run(init_op)


@csrf_exempt
def similarity(request):
    sentences = json.loads(request.body)["sentences"]
    vectors = session.run(embedded_text, feed_dict={text_input: sentences})
    sims = np.inner(vectors, vectors)
    return JsonResponse({"similarity": sims.tolist()})
