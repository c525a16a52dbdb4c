from qhbm.ebm import KOBE, sample_bitstrings, expectation
