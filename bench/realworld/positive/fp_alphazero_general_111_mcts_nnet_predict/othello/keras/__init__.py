from .NNet import NNetWrapper
