import numpy as np
import pandas as pd


class DataReaderPred:
    def __init__(self, data_dir, data_list):
        self.data_dir = data_dir
        self.files = pd.read_csv(data_list)["fname"].tolist()

    def batches(self, batch_size):
        for start in range(0, len(self.files), batch_size):
            names = self.files[start:start + batch_size]
            yield names, np.stack([np.load(f"{self.data_dir}/{n}")["data"][:, None, :] for n in names])
