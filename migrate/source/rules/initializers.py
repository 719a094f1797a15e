"""Rule ``initializers``: variable initializers are dropped.

Transforms::

    init = tf.global_variables_initializer()   ->  (removed)
    sess.run(init)                              ->  (removed)
    sess.run(tf.global_variables_initializer()) ->  (removed)
    tf.variables_initializer([v], name="init")  ->  (removed)

TF2 variables hold their initial value from creation, which happens once, where the TF1
script created them; running an initializer in TF1 only copied that initial value in.

CAVEATS:
1. Running an initializer a second time (to reset variables mid-script) is refused: after
   dropping it the variables would keep their trained values.
"""
from __future__ import annotations

from migrate.source.native.context import Rule

RULE = Rule("initializers", "global_variables_initializer() and sess.run(init) -> removed")
