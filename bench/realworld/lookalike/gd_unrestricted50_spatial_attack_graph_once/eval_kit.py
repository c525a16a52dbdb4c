import numpy as np

from spatial_attack import SpatialGridAttack


def evaluate(sess, model_fn, x_ph, dataset_iter, n_batches):
    attack = SpatialGridAttack(sess, x_ph, model_fn)
    logits = model_fn(x_ph)
    correct, total = 0, 0
    for b in range(n_batches):
        x_np, y_np = next(dataset_iter)
        x_adv = attack.perturb(x_np, y_np)
        preds = sess.run(logits, feed_dict={x_ph: x_adv})
        correct += int(np.sum(np.argmax(preds, 1) == y_np))
        total += len(y_np)
        print("batch %d  acc under spatial attack %.4f" % (b, correct / float(total)))
    return correct / float(total)


def main(ckpt="undefended_keras_resnet/model.ckpt", n_batches=50):
    import tensorflow as tf
    from undefended_model import build_model_fn, batch_iterator

    x_ph = tf.placeholder(tf.float32, [None, 224, 224, 3])
    model_fn = build_model_fn()
    sess = tf.Session()
    model_fn(x_ph)
    tf.train.Saver().restore(sess, ckpt)
    acc = evaluate(sess, model_fn, x_ph, batch_iterator("bird_or_bicycle/test", 32), n_batches)
    print("accuracy under spatial grid attack: %.4f" % acc)


if __name__ == "__main__":
    main()
