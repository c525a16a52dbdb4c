import numpy as np

from memory import ExperienceReplay


class Agent(object):
    def __init__(self, model, memory_size=1000, nb_frames=4):
        self.model = model
        self.nb_frames = nb_frames
        self.memory = ExperienceReplay(memory_size)
        self.frames = None

    def get_game_data(self, game):
        frame = np.expand_dims(game.get_frame(), 0)
        if self.frames is None:
            self.frames = [frame] * self.nb_frames
        else:
            self.frames = self.frames[1:] + [frame]
        return np.expand_dims(np.concatenate(self.frames, axis=0), 0)

    def train(self, game, nb_epoch=1000, batch_size=50, gamma=0.9, epsilon=(1.0, 0.1), observe=0):
        eps, final_eps = epsilon
        delta = (eps - final_eps) / max(1, nb_epoch / 2)
        win_count = 0
        for epoch in range(nb_epoch):
            loss = 0.0
            game.reset()
            self.frames = None
            S = self.get_game_data(game)
            game_over = False
            while not game_over:
                if np.random.random() < eps or epoch < observe:
                    a = int(np.random.randint(game.nb_actions))
                else:
                    q = self.model.predict(S)
                    a = int(np.argmax(q[0]))
                game.play(a)
                r = game.get_score()
                S_prime = self.get_game_data(game)
                game_over = game.is_over()
                self.memory.remember(S, a, r, S_prime, game_over)
                S = S_prime
                if epoch >= observe:
                    batch = self.memory.get_batch(model=self.model, batch_size=batch_size, gamma=gamma)
                    if batch:
                        inputs, targets = batch
                        loss += float(self.model.train_on_batch(inputs, targets))
            if game.is_won():
                win_count += 1
            if eps > final_eps and epoch >= observe:
                eps -= delta
            print("Epoch {:03d}/{:03d} | Loss {:.4f} | Epsilon {:.2f} | Win count {}".format(
                epoch + 1, nb_epoch, loss, eps, win_count))
