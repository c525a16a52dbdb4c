# source: https://github.com/kaiko-ai/eva/issues/172
# note: PyTorch Lightning's Trainer.predict, once per checkpoint with return_predictions=False (the fix in that thread); no Keras model involved
import glob

import lightning.pytorch as pl

from eva_models import EmbeddingsWriter, PatchDataModule, VisionBackbone

datamodule = PatchDataModule(root="data/patches", batch_size=256)
trainer = pl.Trainer(accelerator="auto", devices=1, logger=False,
                     callbacks=[EmbeddingsWriter(output_dir="embeddings")])

for ckpt in sorted(glob.glob("checkpoints/*.ckpt")):
    model = VisionBackbone.load_from_checkpoint(ckpt)
    trainer.predict(model=model, datamodule=datamodule, return_predictions=False)
    print("wrote embeddings for", ckpt)
