import numpy as np
import tensorflow as tf

from color_utils import color_to_gray, convert_color, tile_image


def generate_samples(images, sess, summary_writer, samplers, feeds, args,
                     reconstruct=False, from_embedding=False, step_id=0):
    gray = color_to_gray(convert_color(images, colorspace=args.color, normalized_out=True),
                         colorspace=args.color)
    feed = {feeds["x_gray"]: gray}
    if reconstruct:
        feed[feeds["x_canvas"]] = convert_color(images, colorspace=args.color, normalized_out=True)
        x_gen = np.concatenate(sess.run(samplers, feed), axis=0)
    else:
        x_gen = np.zeros_like(images, dtype=np.float32)
        for yi in range(x_gen.shape[1]):
            for xi in range(x_gen.shape[2]):
                feed[feeds["x_canvas"]] = x_gen
                new = np.concatenate(sess.run(samplers, feed), axis=0)
                x_gen[:, yi, xi, :] = new[:, yi, xi, :]
    x_gen = convert_color(x_gen, colorspace=args.color, normalized_in=True, reverse=True)
    kind = "rec" if reconstruct else "gen"
    tag = "%s%s_%d" % (kind, "embd" if from_embedding else "pic", step_id)
    summary_str = sess.run(tf.summary.image(tag, tile_image(x_gen), max_outputs=1))
    summary_writer.add_summary(summary_str, step_id)
    return x_gen
