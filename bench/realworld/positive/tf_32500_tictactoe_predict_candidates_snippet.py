# source: https://github.com/tensorflow/tensorflow/issues/32500
# symptom: memory continues to grow after repeated calls to model.predict(tf.one_hot(states, dtype='float32', depth=3)) while a value network plays tic-tac-toe games against itself
# expect: TFM008 14
# note: a snippet without imports (np, tf and the trained value_model come from earlier in the notebook it was cut from); choose_move is called once per move of every self-play game and predicts the candidate boards
def choose_move(board, player, epsilon=0.1):
    moves = [i for i, cell in enumerate(board) if cell == 0]
    if np.random.rand() < epsilon:
        return int(np.random.choice(moves))
    states = []
    for move in moves:
        candidate = list(board)
        candidate[move] = player
        states.append(candidate)
    values = value_model.predict(tf.one_hot(states, dtype="float32", depth=3))
    return moves[int(np.argmax(values[:, 0] * (1 if player == 1 else -1)))]


def play_game():
    board, player, history = [0] * 9, 1, []
    while winner(board) is None and 0 in board:
        board[choose_move(board, player)] = player
        history.append(list(board))
        player = 2 if player == 1 else 1
    return history, winner(board)


for game in range(20000):
    history, result = play_game()
    targets = np.full((len(history), 1), {1: 1.0, 2: -1.0, None: 0.0}[result], dtype="float32")
    value_model.fit(tf.one_hot(history, depth=3), targets, verbose=0)
