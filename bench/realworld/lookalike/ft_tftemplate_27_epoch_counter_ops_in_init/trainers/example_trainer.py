import numpy as np
from tqdm import tqdm

from base.base_train import BaseTrain


class ExampleTrainer(BaseTrain):
    def train_epoch(self):
        losses, accs = [], []
        for _ in tqdm(range(self.config.num_iter_per_epoch)):
            loss, acc = self.train_step()
            losses.append(loss)
            accs.append(acc)
        cur_it = self.model.global_step_tensor.eval(self.sess)
        self.logger.summarize(cur_it, summaries_dict={"loss": np.mean(losses), "acc": np.mean(accs)})
        self.model.save(self.sess)

    def train_step(self):
        batch_x, batch_y = next(self.data.next_batch(self.config.batch_size))
        feed_dict = {self.model.x: batch_x, self.model.y: batch_y, self.model.is_training: True}
        _, loss, acc = self.sess.run([self.model.train_step, self.model.cross_entropy,
                                      self.model.accuracy], feed_dict=feed_dict)
        return loss, acc
