class Wallet:
    def __init__(self, starting_cash, starting_price, trading_fee):
        self.cash = starting_cash
        self.coins = 0.0
        self.fee = trading_fee
        self.start_value = starting_cash
        self.start_price = starting_price

    def buy(self, price):
        if self.cash > 0:
            self.coins += self.cash * (1 - self.fee) / price
            self.cash = 0.0

    def sell(self, price):
        if self.coins > 0:
            self.cash += self.coins * price * (1 - self.fee)
            self.coins = 0.0

    def get_swing_earnings(self, price):
        value = self.cash + self.coins * price
        return (value / self.start_value - price / self.start_price) * 100.0
