import random

import numpy as np


class Board:
    def __init__(self, size=4):
        self.size = size
        self.cells = np.zeros((size, size), dtype=np.int64)
        self._spawn()
        self._spawn()

    def _spawn(self):
        empty = list(zip(*np.nonzero(self.cells == 0)))
        if empty:
            r, c = random.choice(empty)
            self.cells[r, c] = 2 if random.random() < 0.9 else 4

    def encoded(self):
        with np.errstate(divide="ignore"):
            return np.where(self.cells > 0, np.log2(self.cells), 0).astype(np.float32) / 16.0

    def _slide_left(self, grid):
        score, out = 0, np.zeros_like(grid)
        for r, row in enumerate(grid):
            tiles = [v for v in row if v]
            merged, skip = [], False
            for i, v in enumerate(tiles):
                if skip:
                    skip = False
                    continue
                if i + 1 < len(tiles) and tiles[i + 1] == v:
                    merged.append(2 * v)
                    score += 2 * v
                    skip = True
                else:
                    merged.append(v)
            out[r, :len(merged)] = merged
        return out, score

    def _apply(self, action):
        grid = np.rot90(self.cells, action)
        moved, score = self._slide_left(grid)
        return np.rot90(moved, -action), score

    def legal_moves(self):
        return [a for a in range(4) if not np.array_equal(self._apply(a)[0], self.cells)]

    def move(self, action):
        new, score = self._apply(action)
        if np.array_equal(new, self.cells):
            return -1.0
        self.cells = new
        self._spawn()
        return float(score)

    def game_over(self):
        return not self.legal_moves()

    def max_tile(self):
        return int(self.cells.max())
