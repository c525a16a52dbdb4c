import argparse

from data import MaskedImageGenerator
from networks import build_completion_net, build_discriminator
from trainer import CompletionGANTrainer


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--data-dir", default="data/places")
    p.add_argument("--epochs", type=int, default=100)
    p.add_argument("--batch-size", type=int, default=4)
    p.add_argument("--tc", type=int, default=90000, help="completion-only steps")
    p.add_argument("--td", type=int, default=10000, help="discriminator-only steps")
    p.add_argument("--alpha", type=float, default=4e-4)
    return p.parse_args()


def main():
    args = parse_args()
    image_shape, local_shape = (256, 256, 3), (128, 128, 3)
    gen = MaskedImageGenerator(image_shape[:2], local_shape[:2])
    trainer = CompletionGANTrainer(build_completion_net(image_shape),
                                   build_discriminator(image_shape, local_shape),
                                   image_shape, alpha=args.alpha)
    step = 0
    for epoch in range(args.epochs):
        for images, points, masks in gen.flow_from_directory(args.data_dir, args.batch_size):
            if step < args.tc:
                g_loss = trainer.completion_step(images, masks)
            elif step < args.tc + args.td:
                d_loss = trainer.discriminator_step(images, points, masks)
            else:
                g_loss, d_loss = trainer.joint_step(images, points, masks)
            step += 1
        print(f"epoch {epoch} step {step}")
    trainer.save("output")


if __name__ == "__main__":
    main()
