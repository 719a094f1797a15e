"""Rule ``initializers``: variable initializers are dropped.

Transforms::

    init = tf.global_variables_initializer()   ->  (removed)
    sess.run(init)                              ->  (removed)
    sess.run(tf.global_variables_initializer()) ->  (removed)
    tf.variables_initializer([v], name="init")  ->  (removed)

TF2 variables hold their initial value from creation, which happens once, where the TF1
script created them; running an initializer in TF1 only copied that initial value in.

CAVEATS:
1. Running an initializer a second time (to reset variables mid-script, or in a loop), as
   ``sess.run(init)`` alone, calls a function emitted once per initializer that assigns each
   variable it covers its initial value again (``global_variables_initializer()``: the
   variables made before it, not the local ones; ``variables_initializer([names])``: those;
   ``v.initializer``: ``v``; ``local_variables_initializer()``: the local variables of rule
   metrics, a streaming metric reset per epoch) — when each initial value is literals, int
   constants or ``tf.zeros/ones/constant/fill`` of those (the TF1 Get Started tutorial's
   "reset values to incorrect defaults"). Refused: random initial values (TF1 draws anew from
   the op's stream), optimizers keeping slots (unless only local variables are reset),
   variable-store files, other initializers, ``init.run()``, and an initializer fetched with
   other values.
"""
from __future__ import annotations

from migrate.source.native.context import Rule

RULE = Rule("initializers", "global_variables_initializer() and sess.run(init) -> removed")
