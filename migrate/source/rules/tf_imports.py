"""Rule ``tf_imports``: every TensorFlow import -> one ``import tensorflow as <alias>``.

Transforms::

    import tensorflow.compat.v1 as tf            ->  import tensorflow as tf
    import tensorflow as tflow
    import tensorflow.compat.v1 as v1            ->  import tensorflow as tflow  (v1.x -> tflow.x)
    from tensorflow import Session, placeholder  ->  import tensorflow as tf     (names spelled tf.x)

The first plain ``import tensorflow as X`` (or ``compat.v1 as X``) keeps its alias; the
others are removed and their uses spelled with that alias.

CAVEATS:
1. An alias bound again later in the file (``tf = something``) is not tracked.
2. ``from tensorflow import *`` is refused.
"""
from __future__ import annotations

from migrate.source.native.context import Rule

RULE = Rule("tf_imports", "TensorFlow imports (aliases, compat.v1, from-imports) -> one import tensorflow as tf")
