import argparse
import os
import pickle

import numpy as np
import PIL.Image
import tensorflow as tf

from generator_model import Generator
from perceptual_model import PerceptualModel


def split_to_batches(items, batch_size):
    for i in range(0, len(items), batch_size):
        yield items[i:i + batch_size]


def main():
    parser = argparse.ArgumentParser(description="Find latent representations of reference frames")
    parser.add_argument("src_dir")
    parser.add_argument("generated_images_dir")
    parser.add_argument("dlatent_dir")
    parser.add_argument("--batch_size", default=1, type=int)
    parser.add_argument("--iterations", default=1000, type=int)
    parser.add_argument("--lr", default=1.0, type=float)
    args = parser.parse_args()

    ref_images = sorted(os.path.join(args.src_dir, x) for x in os.listdir(args.src_dir))
    os.makedirs(args.generated_images_dir, exist_ok=True)
    os.makedirs(args.dlatent_dir, exist_ok=True)

    sess = tf.Session()
    with open("karras2019stylegan-ffhq-1024x1024.pkl", "rb") as f:
        _, _, Gs_network = pickle.load(f)

    generator = Generator(Gs_network, args.batch_size, sess)
    perceptual_model = PerceptualModel(sess, 256, layer=9, batch_size=args.batch_size, lr=args.lr)
    perceptual_model.build(generator.generated_image, generator.dlatent_variable)

    for images_batch in split_to_batches(ref_images, args.batch_size):
        names = [os.path.splitext(os.path.basename(x))[0] for x in images_batch]
        perceptual_model.set_reference_images(images_batch)
        for loss in perceptual_model.optimize(iterations=args.iterations):
            pass
        print(" ".join(names), "loss %.4f" % loss)

        generated_images = generator.generate_images()
        generated_dlatents = generator.get_dlatents()
        for img_array, dlatent, img_name in zip(generated_images, generated_dlatents, names):
            PIL.Image.fromarray(img_array, "RGB").save(
                os.path.join(args.generated_images_dir, "%s.png" % img_name))
            np.save(os.path.join(args.dlatent_dir, "%s.npy" % img_name), dlatent)
        generator.reset_dlatents()


if __name__ == "__main__":
    main()
