import argparse
import os
import pickle

import numpy as np
import PIL.Image
import tensorflow as tf

from generator_model import Generator
from perceptual_model import PerceptualModel


def main():
    parser = argparse.ArgumentParser(description="Encode an image sequence into StyleGAN dlatents")
    parser.add_argument("src_dir")
    parser.add_argument("generated_images_dir")
    parser.add_argument("dlatent_dir")
    parser.add_argument("--iterations", default=1000, type=int)
    args = parser.parse_args()

    frames = sorted(os.path.join(args.src_dir, x) for x in os.listdir(args.src_dir))
    sess = tf.Session()
    with open("karras2019stylegan-ffhq-1024x1024.pkl", "rb") as f:
        _, _, Gs_network = pickle.load(f)
    generator = Generator(Gs_network, 1, sess)
    perceptual_model = PerceptualModel(sess, 256, layer=9, batch_size=1)
    perceptual_model.build(generator.generated_image, generator.dlatent_variable)
    sess.graph.finalize()

    for frame in frames:
        name = os.path.splitext(os.path.basename(frame))[0]
        perceptual_model.set_reference_images([frame])
        for loss in perceptual_model.optimize(iterations=args.iterations):
            pass
        PIL.Image.fromarray(generator.generate_images()[0], "RGB").save(
            os.path.join(args.generated_images_dir, name + ".png"))
        np.save(os.path.join(args.dlatent_dir, name + ".npy"), generator.get_dlatents()[0])
        print(name, "loss %.4f" % loss)


if __name__ == "__main__":
    main()
