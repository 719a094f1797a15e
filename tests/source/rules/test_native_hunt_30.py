"""Session 30: leftovers of hunt 11 and the red-team hunts of this session (13: TF1 API
semantics; 14: Keras and tf.layers objects in TF1 graphs). Strings in, strings out (no
TensorFlow import); the numbers: the legacy fixtures named in each test."""

import pytest

CAUGHT = '''import tensorflow as tf
table = tf.constant([1.0, 2.0, 3.0])
bad = {value}
ok = tf.reduce_sum(table)
with tf.Session() as sess:
    print(sess.run(ok))
    {run}
'''
TRY = "try:\n        print(sess.run(bad))\n    except tf.errors.InvalidArgumentError:\n        print('caught')"


@pytest.mark.parametrize("value", [
    pytest.param("tf.gather(table, tf.constant([0, 5]))", id="gather out of range"),
    pytest.param("tf.check_numerics(1.0 / (table - 1.0), 'inf')", id="check_numerics"),
    pytest.param("tf.matrix_inverse(tf.zeros([2, 2]))", id="a singular inverse"),
])
def test_a_raising_pure_op_fetched_in_try_is_computed_at_its_run(native, value):
    """Hunt 11 W4 (l05, l06): a pure op that raises on its values, fetched inside ``try:``, was
    computed at module level, so it raised at import, outside the ``try`` (TF1 raised at the
    sess.run the script catches). Now computed by a run function; l05 and l06 check EQUIVALENT."""
    code, diags = native(CAUGHT.format(value=value, run=TRY))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "\nbad = " not in code and "def run_bad():" in code, code
    assert code.index("def run_bad():") < code.index("try:"), code


def test_a_raising_pure_op_without_try_stays_at_module_level(native):
    """The guard: without a ``try`` around a run, a gather is computed once, eagerly."""
    code, diags = native(CAUGHT.format(value="tf.gather(table, tf.constant([0, 2]))", run="print(sess.run(bad))"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "\nbad = tf.gather(" in code and "def run_bad" not in code, code
