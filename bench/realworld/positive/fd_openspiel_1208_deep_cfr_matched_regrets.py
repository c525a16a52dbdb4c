# source: https://github.com/google-deepmind/open_spiel/issues/1208
# symptom: the TF2 Deep CFR solver under Keras 3 logs "5 out of the last 32 calls to <function DeepCFRSolver._get_matched_regrets> triggered tf.function retracing" during its game-tree traversals
# expect: TFM001 80
# expect: TFM001 106
# expect: TFM011 100
# note: reproduces the solver's shape: a tf.function method without input_signature takes the traversing player as a Python int and is called for every decision node of a recursive traversal run from solve()'s per-iteration, per-player loop; the strategy-network step is a tf.function defined inside the learning method (called once, at the end of solve), and the strategy memories are shuffled with a one-million-element buffer
import collections

import numpy as np
import tensorflow as tf


class ReservoirBuffer:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = []
        self.seen = 0

    def add(self, element):
        if len(self.data) < self.capacity:
            self.data.append(element)
        else:
            idx = np.random.randint(0, self.seen + 1)
            if idx < self.capacity:
                self.data[idx] = element
        self.seen += 1


class DeepCFRSolver:
    def __init__(self, game, adv_networks, policy_network, num_iterations=100, num_traversals=20,
                 batch_size_strategy=1024, policy_network_train_steps=1000):
        self._game = game
        self._root_node = game.new_initial_state()
        self._num_players = game.num_players()
        self._num_actions = game.num_distinct_actions()
        self._adv_networks = adv_networks
        self._policy_network = policy_network
        self._optimizer_policy = tf.keras.optimizers.Adam(1e-3)
        self._loss_policy = tf.keras.losses.MeanSquaredError()
        self._num_iterations = num_iterations
        self._num_traversals = num_traversals
        self._batch_size_strategy = batch_size_strategy
        self._policy_network_train_steps = policy_network_train_steps
        self._strategy_memories = ReservoirBuffer(int(1e6))
        self._advantage_memories = [ReservoirBuffer(int(1e6)) for _ in range(self._num_players)]
        self._iteration = 1

    def solve(self):
        advantage_losses = collections.defaultdict(list)
        for _ in range(self._num_iterations):
            for p in range(self._num_players):
                for _ in range(self._num_traversals):
                    self._traverse_game_tree(self._root_node, p)
            self._iteration += 1
        return self._policy_network, advantage_losses, self._learn_strategy_network()

    def _traverse_game_tree(self, state, player):
        if state.is_terminal():
            return state.returns()[player]
        if state.is_chance_node():
            action = np.random.choice([o[0] for o in state.chance_outcomes()])
            return self._traverse_game_tree(state.child(action), player)
        if state.current_player() == player:
            _, strategy = self._sample_action_from_advantage(state, player)
            exp_payoff = 0 * strategy
            for action in state.legal_actions():
                exp_payoff[action] = self._traverse_game_tree(state.child(action), player)
            ev = np.sum(exp_payoff * strategy)
            samp_regret = (exp_payoff - ev) * state.legal_actions_mask(player)
            self._advantage_memories[player].add((state.information_state_tensor(), self._iteration, samp_regret))
            return ev
        other = state.current_player()
        _, strategy = self._sample_action_from_advantage(state, other)
        probs = strategy / strategy.sum()
        self._strategy_memories.add(
            (state.information_state_tensor(other), self._iteration, probs, state.legal_actions_mask(other)))
        sampled = np.random.choice(range(self._num_actions), p=probs)
        return self._traverse_game_tree(state.child(sampled), player)

    @tf.function
    def _get_matched_regrets(self, info_state, legal_actions_mask, player):
        advs = self._adv_networks[player]((tf.expand_dims(info_state, 0), legal_actions_mask), training=False)[0]
        advantages = tf.maximum(advs, 0)
        summed = tf.reduce_sum(advantages)
        if summed > 0:
            matched = advantages / summed
        else:
            matched = tf.one_hot(tf.argmax(tf.where(legal_actions_mask == 1, advs, -10e20)), self._num_actions)
        return advantages, matched

    def _sample_action_from_advantage(self, state, player):
        info_state = tf.constant(state.information_state_tensor(player), dtype=tf.float32)
        mask = tf.constant(state.legal_actions_mask(player), dtype=tf.float32)
        advantages, matched = self._get_matched_regrets(info_state, mask, player)
        return advantages.numpy(), matched.numpy()

    def _get_strategy_dataset(self):
        info_states, iterations, probs, masks = map(np.array, zip(*self._strategy_memories.data))
        data = tf.data.Dataset.from_tensor_slices((info_states, probs, iterations.astype(np.float32), masks))
        data = data.shuffle(1000000)
        data = data.repeat()
        data = data.batch(self._batch_size_strategy)
        return data.prefetch(tf.data.AUTOTUNE)

    def _learn_strategy_network(self):
        @tf.function
        def train_step(info_states, action_probs, iterations, masks):
            model = self._policy_network
            with tf.GradientTape() as tape:
                preds = model((info_states, masks), training=True)
                main_loss = self._loss_policy(action_probs, preds, sample_weight=iterations * 2 / self._iteration)
            grads = tape.gradient(main_loss, model.trainable_variables)
            self._optimizer_policy.apply_gradients(zip(grads, model.trainable_variables))
            return main_loss

        main_loss = None
        for batch in self._get_strategy_dataset().take(self._policy_network_train_steps):
            main_loss = train_step(*batch)
        return main_loss
