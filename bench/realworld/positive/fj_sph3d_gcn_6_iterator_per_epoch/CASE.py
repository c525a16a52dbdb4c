# source: https://github.com/EnyaHermite/SPH3D-GCN/issues/6
# symptom: training on S3DIS with 128 GB of RAM, the process is killed while the shuffle buffer fills for the second epoch's evaluation; memory never drops, it keeps filling at the start of every epoch. Resolved by building the dataset initializer outside the training loop
# expect: TFM010 train_s3dis.py:41
# expect: TFM010 train_s3dis.py:47
# note: data_io.input_fn (another module) builds the TFRecord pipeline; the epoch loop in train_s3dis.py calls it and makes a new initializable iterator for train and test every epoch, then runs them with sess.run
