"""Run one example file under TensorFlow and write what was measured as JSON.

Usage: python driver.py EXAMPLE.py MEASURE.json RESULT.json

Started by harness.py in a fresh interpreter per example. It imports TensorFlow, limits its threads and runs one
op and one trace before the example runs, so what is measured is the example, not TensorFlow's start-up. The
example is imported from its file as a module (AutoGraph reads the source of traced functions, so it must be a
real file), then each named expression of MEASURE.json is evaluated in the example's namespace, also when the
example raised.
"""

from __future__ import annotations

import gc
import importlib.util
import json
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any, Dict, Optional

import psutil

MB = 1024 * 1024


class PeakRss:
    """Peak RSS from now on: the kernel's own mark (VmHWM, reset through clear_refs) on Linux, else sampling."""

    def __init__(self, process: psutil.Process) -> None:
        self._process = process
        self._sampled = 0
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None
        try:
            with open("/proc/self/clear_refs", "w") as handle:
                handle.write("5")
        except OSError:
            self._thread = threading.Thread(target=self._sample, daemon=True)
            self._thread.start()

    def _sample(self) -> None:
        while not self._stop.wait(0.005):
            self._sampled = max(self._sampled, self._process.memory_info().rss)

    def stop(self) -> int:
        if self._thread is not None:
            self._stop.set()
            self._thread.join()
            return self._sampled
        with open("/proc/self/status") as handle:
            return next(int(line.split()[1]) * 1024 for line in handle if line.startswith("VmHWM:"))


def _jsonable(value: Any) -> Any:
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if hasattr(value, "numpy"):  # a tensor
        value = value.numpy()
    if hasattr(value, "tolist"):  # a NumPy array or scalar
        return value.tolist()
    return repr(value)


def main() -> None:
    example, measure_file, result_file = sys.argv[1:]
    measure: Dict[str, str] = json.loads(Path(measure_file).read_text())

    import tensorflow as tf

    # Two shared cores: one thread per op, two ops at a time. Must happen before TensorFlow's context starts.
    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(2)
    # Pay TensorFlow's one-time start-up (eager context, first trace) before measuring, as any real program has.
    tf.function(lambda x: x + 1)(tf.constant(1.0)).numpy()

    process = psutil.Process()
    gc.collect()
    rss_before = process.memory_info().rss
    peak = PeakRss(process)
    error: Optional[Dict[str, str]] = None
    spec = importlib.util.spec_from_file_location("proof_example", example)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    start = time.perf_counter()
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # the error TensorFlow raises is often what a proof measures
        error = {"type": type(exc).__name__, "message": str(exc), "traceback": traceback.format_exc()}
    seconds = time.perf_counter() - start
    sys.stdout.flush()
    gc.collect()
    rss_after = process.memory_info().rss
    peak_rss = max(peak.stop(), rss_after)

    values: Dict[str, Any] = {}
    for name, expression in measure.items():
        try:
            values[name] = _jsonable(eval(expression, vars(module)))
        except Exception as exc:
            values[name] = f"<{type(exc).__name__}: {exc}>"

    result = {
        "values": values,
        "rss_growth_mb": (rss_after - rss_before) / MB,
        "peak_growth_mb": (peak_rss - rss_before) / MB,
        "seconds": seconds,
        "error": error,
        "tensorflow": tf.__version__,
    }
    Path(result_file).write_text(json.dumps(result))


if __name__ == "__main__":
    main()
