# source: https://github.com/NVlabs/sionna/issues/866
# symptom: graph mode "is not working" for a link-level sweep: the @tf.function simulation point takes the PRB count, MCS index and SNR as Python numbers (and builds the PUSCH configuration, encoder and mapper inside), so every point of the sweep traces a new graph
# expect: TFM007 41
# note: the sweep calls the tf.function with Python ints and NumPy floats from nested loops over literal lists and an np.arange; the Sionna blocks built inside the body are kept as in the report
import numpy as np
import tensorflow as tf
from sionna.phy.mapping import Constellation, Demapper, Mapper
from sionna.phy.channel import AWGN
from sionna.phy.nr import PUSCHConfig, TBDecoder, TBEncoder
from sionna.phy.utils import ebnodb2no


@tf.function()
def run_simulation_point(n_prb, mcs_idx, snr_db, max_bp_iter, batch_size=64, layers=1):
    cfg = PUSCHConfig()
    cfg.carrier.n_size_grid = n_prb
    cfg.n_size_bwp = n_prb
    cfg.tb.mcs_table = 2
    cfg.tb.mcs_index = mcs_idx
    cfg.num_layers = layers

    bits_per_symbol = cfg.tb.num_bits_per_symbol
    coderate = cfg.tb.target_coderate
    constellation = Constellation("qam", num_bits_per_symbol=bits_per_symbol)
    encoder = TBEncoder(cfg.tb_size, cfg.num_coded_bits, coderate, bits_per_symbol, layers, channel_type="PUSCH")
    decoder = TBDecoder(encoder, num_bp_iter=max_bp_iter)
    mapper, demapper, awgn = Mapper(constellation=constellation), Demapper("app", constellation=constellation), AWGN()

    bits = tf.random.uniform([batch_size, cfg.tb_size], 0, 2, dtype=tf.int32)
    no = ebnodb2no(snr_db, bits_per_symbol, coderate)
    llr = demapper(awgn(mapper(encoder(tf.cast(bits, tf.float32))), no), no)
    decoded, crc_ok = decoder(llr)
    bler = 1.0 - tf.reduce_mean(tf.cast(crc_ok, tf.float32))
    return bler


results = []
for n_prb in [25, 51, 106, 273]:
    for mcs_idx in [4, 9, 16, 20, 27]:
        for snr_db in np.arange(-5.0, 25.0, 1.0):
            bler = run_simulation_point(n_prb, mcs_idx, snr_db, max_bp_iter=20)
            results.append({"n_prb": n_prb, "mcs": mcs_idx, "snr_db": float(snr_db), "bler": float(bler)})
            if float(bler) < 1e-3:
                break
print(len(results), "points")
