# source: https://github.com/nateraw/Lda2vec-Tensorflow/issues/11
# symptom: calling the model's predict() on document after document gets slower each time; the graph gains a new placeholder node per call
# expect: TFM010 17
# note: pasted method of the Lda2vec class (graph and session built in __init__, not shown) plus the loop that calls it per batch of documents; tf and the model object come from the rest of the project

class Lda2vec:
    # __init__ / _build_graph unchanged from the repository

    def get_context(self, pivot_words, doc_ids):
        return self.predict(pivot_words, doc_ids, len(pivot_words))

    def predict(self, pivot_words, doc_ids_nd_arr, temp_batch_size):
        doc_ids_list = doc_ids_nd_arr.tolist()
        len_doc_ids = len(doc_ids_list)
        doc_ids_new_nd_arr = doc_ids_nd_arr.reshape(len_doc_ids, 1)
        print(doc_ids_new_nd_arr.shape)
        doc_ids = tf.placeholder(tf.int32, shape=(len_doc_ids, 1), name="doc_ids")
        context = self.sesh.run([self.context],
                                feed_dict={self.x: pivot_words,
                                           doc_ids: doc_ids_new_nd_arr})
        return context


contexts = []
for pivots, doc_ids in batches(pivot_ids, doc_id_array, batch_size=500):
    contexts.append(model.predict(pivots, doc_ids, 500)[0])
