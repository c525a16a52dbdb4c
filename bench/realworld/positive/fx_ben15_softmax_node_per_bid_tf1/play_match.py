import argparse

from bots import BotBid
from deals import load_boards, auction_is_over


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--boards", default="boards/match.pbn")
    parser.add_argument("--model", default="models/bidding/bw5c-500000")
    args = parser.parse_args()

    for board in load_boards(args.boards):
        bots = [BotBid(board.vuln, hand, args.model) for hand in board.hands]
        auction = ["PAD_START"] * board.dealer
        turn = board.dealer
        while not auction_is_over(auction):
            auction.append(bots[turn % 4].bid(auction))
            turn += 1
        print(board.number, " ".join(auction))


if __name__ == "__main__":
    main()
