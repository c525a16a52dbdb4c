import numpy as np
import tensorflow.compat.v1 as tf

import facenet_model
from attacks import fgsm_graph

tf.disable_v2_behavior()

EPSILON = 0.01
STEPS = 10


def main():
    faces1, faces2 = facenet_model.load_pairs("pairs/impostors.npz")
    with tf.Session() as sess:
        model = facenet_model.InceptionResnetV1Wrapper(sess, "models/20170512-110547.pb")
        face_input = tf.placeholder(tf.float32, shape=[None, 160, 160, 3], name="face_input")
        victim_embedding = tf.placeholder(tf.float32, shape=[None, 128], name="victim_embedding")
        adv_x, loss = fgsm_graph(model.embed, face_input, victim_embedding, eps=EPSILON / STEPS)

        victim = sess.run(model.embeddings, feed_dict={model.images: faces2})
        adv = faces1
        for i in range(STEPS):
            adv, step_loss = sess.run([adv_x, loss], feed_dict={face_input: adv, victim_embedding: victim})
            print("step %d mean distance %.4f" % (i, float(np.mean(step_loss))))

        real = facenet_model.same_person(sess, model, faces1, faces2)
        fooled = facenet_model.same_person(sess, model, adv, faces2)
        print("accuracy on clean pairs:", np.mean(real == 0), "on adversarial pairs:", np.mean(fooled == 0))
        np.save("adversarial_faces.npy", adv)


if __name__ == "__main__":
    main()
