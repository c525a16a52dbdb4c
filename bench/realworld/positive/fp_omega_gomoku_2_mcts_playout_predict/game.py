import numpy as np


class Board:
    def __init__(self, width=15, height=15, n_in_row=5):
        self.width, self.height, self.n_in_row = width, height, n_in_row
        self.players = (1, 2)
        self.init_board()

    def init_board(self, start_player=0):
        self.current_player = self.players[start_player]
        self.availables = list(range(self.width * self.height))
        self.states = {}
        self.last_move = -1

    def current_state(self):
        square = np.zeros((4, self.width, self.height))
        if self.states:
            moves, players = np.array(list(zip(*self.states.items())))
            mine = moves[players == self.current_player]
            theirs = moves[players != self.current_player]
            square[0][mine // self.width, mine % self.height] = 1.0
            square[1][theirs // self.width, theirs % self.height] = 1.0
            square[2][self.last_move // self.width, self.last_move % self.height] = 1.0
        if len(self.states) % 2 == 0:
            square[3][:, :] = 1.0
        return square[:, ::-1, :]

    def do_move(self, move):
        self.states[move] = self.current_player
        self.availables.remove(move)
        self.current_player = self.players[0] if self.current_player == self.players[1] else self.players[1]
        self.last_move = move

    def has_a_winner(self):
        # row/column/diagonal scan elided in this excerpt; returns (False, -1) until the board is full
        return False, -1

    def game_end(self):
        win, winner = self.has_a_winner()
        if win:
            return True, winner
        if not self.availables:
            return True, -1
        return False, -1

    def get_current_player(self):
        return self.current_player


class Game:
    def __init__(self, board):
        self.board = board

    def start_self_play(self, player, temp=1e-3):
        self.board.init_board()
        states, mcts_probs, current_players = [], [], []
        while True:
            move, move_probs = player.get_action(self.board, temp=temp)
            states.append(self.board.current_state())
            mcts_probs.append(move_probs)
            current_players.append(self.board.current_player)
            self.board.do_move(move)
            end, winner = self.board.game_end()
            if end:
                winners = np.zeros(len(current_players))
                if winner != -1:
                    winners[np.array(current_players) == winner] = 1.0
                    winners[np.array(current_players) != winner] = -1.0
                player.reset()
                return winner, list(zip(states, mcts_probs, winners))
