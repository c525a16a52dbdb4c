ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz-:/."
