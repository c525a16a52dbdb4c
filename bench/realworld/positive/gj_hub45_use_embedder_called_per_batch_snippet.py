# source: https://github.com/tensorflow/hub/issues/45
# symptom: the universal sentence encoder leads to a monotonic increase in memory when used inside an inference loop; calling the module adds ops to the graph each time instead of reusing them
# expect: TFM010 15
# note: worker loop as pasted in the issue (TF1, helpers minibatch/batch_generator/store defined elsewhere); the hub module is applied to each new batch of Python strings inside the loop that runs session.run
embedder = tf_hub.Module("https://tfhub.dev/google/universal-sentence-encoder/1")
table_op = tf.tables_initializer()
var_op = tf.global_variables_initializer()

with tf.Session() as session:
    session.run([var_op, table_op])
    update_batch = []
    for job_batch in minibatch(batch_generator(worker_id), BATCH_SIZE):
        ids, sentences = zip(*job_batch)
        t_s = time()
        sentence_batch = embedder(list(sentences))
        vectors = session.run(sentence_batch)
        logging.info("worker %i embedded %i sentences in %.2fs", worker_id, len(ids), time() - t_s)
        update_batch.extend(zip(ids, vectors.tolist()))
        if len(update_batch) >= FLUSH_EVERY:
            store(r_client, update_batch)
            update_batch = []
