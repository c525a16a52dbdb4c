import numpy as np


def board_lines(gray):
    gx = np.abs(np.diff(gray, axis=1)).sum(axis=0)
    gy = np.abs(np.diff(gray, axis=0)).sum(axis=1)
    return np.sort(np.argsort(gx)[-9:]), np.sort(np.argsort(gy)[-9:])


def cut_tiles(gray):
    xs, ys = board_lines(gray)
    out = np.zeros((64, 32 * 32), dtype=np.float32)
    for rank in range(8):
        for file_ in range(8):
            tile = gray[ys[rank]:ys[rank + 1], xs[file_]:xs[file_ + 1]]
            out[rank * 8 + file_] = np.resize(tile, (32, 32)).ravel() / 255.0
    return out


def tiles_to_fen(labels, pieces=" KQRBNPkqrbnp"):
    rows = []
    for rank in range(8):
        row, empty = "", 0
        for file_ in range(8):
            piece = pieces[labels[rank * 8 + file_]]
            if piece == " ":
                empty += 1
                continue
            if empty:
                row, empty = row + str(empty), 0
            row += piece
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)
