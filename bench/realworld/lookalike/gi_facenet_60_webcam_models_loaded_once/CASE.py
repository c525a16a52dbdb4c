# source: https://github.com/davidsandberg/facenet/issues/60
# note: the sample from the thread: MTCNN nets and the FaceNet graph are loaded one time before the webcam loop; per frame only the prebuilt pnet/rnet/onet callables and sess.run on the embeddings tensor run, so the graph does not grow
