from qhbm.ebm import KOBE, expectation
