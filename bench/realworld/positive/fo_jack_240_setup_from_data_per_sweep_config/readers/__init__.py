from .fastqa import FastQAReader
