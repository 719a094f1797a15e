"""Recording what a script prints, in either TensorFlow era, and diffing two recordings.

* ``encode``: Python/numpy/TensorFlow values -> bounded JSON records (large arrays become
  summaries with a hash of the full value).
* ``hooks``: the child-process side: ``print`` recording, ``Session.run`` recording and the
  legacy initial-value dump (legacy era); initial-value sharing by variable name (modern era).
* ``names``: the rules matching a TF2 variable name to a TF1 variable name.
* ``diff``: value-by-value comparison of two encoded values under a tolerance.

The entry point of a recording child is ``python -m migrate.recorder``; the orchestration
(two children, timeouts, the verdict) is ``migrate.compare``. Nothing here imports TensorFlow at
import time.
"""
