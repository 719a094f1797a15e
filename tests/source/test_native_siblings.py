"""Scripts calling graph-building functions of sibling modules (``helpers.sibling_builders``).

A sibling that converts natively (``get_variable`` through the emitted store: the
``uses_helper``/``helper_model`` fixtures, end to end in the equivalence suite) can be called
by the converted script at each run; one that stays a compat island (Mechanics 101's
``mnist.py``: ``tf.Variable`` in functions, ``minimize``) cannot, and the script is refused
where it calls one. Files on disk (``tmp_path``); no TensorFlow import here.
"""
import pytest

from migrate.source.convert import convert_source

ISLAND = '''import tensorflow as tf


def inference(images, units):
    with tf.name_scope("hidden"):
        weights = tf.Variable(tf.zeros([4, units]), name="weights")
    return tf.matmul(images, weights)


def training(loss, rate):
    return tf.train.GradientDescentOptimizer(rate).minimize(loss)


def evaluation(logits):
    return tf.reduce_sum(logits)
'''
NATIVE = '''import tensorflow as tf


def inference(images, units):
    with tf.variable_scope("hidden"):
        weights = tf.get_variable("weights", initializer=tf.zeros([4, units]))
    return tf.matmul(images, weights)
'''
SCRIPT = '''import numpy as np
import tensorflow as tf
IMPORT
x = tf.placeholder(tf.float32, [None, 4])
logits = CALL(x, 2)
total = tf.reduce_sum(logits)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(total, {x: np.ones((1, 4))}))
'''


def _convert(tmp_path, helper: str, imports: str, call: str):
    (tmp_path / "model.py").write_text(helper)
    script = tmp_path / "train.py"
    script.write_text(SCRIPT.replace("IMPORT", imports).replace("CALL", call))
    return convert_source(script.read_text(), path=str(script))


@pytest.mark.parametrize("imports, call", [
    pytest.param("import model", "model.inference", id="import model"),
    pytest.param("import model as mnist", "mnist.inference", id="import model as mnist"),
    pytest.param("from model import inference", "inference", id="from model import inference"),
    pytest.param("from model import inference as build", "build", id="from model import inference as build"),
])
def test_a_builder_of_an_island_sibling_is_refused_where_it_is_called(tmp_path, imports, call):
    result = _convert(tmp_path, ISLAND, imports, call)
    hits = [d for d in result.diagnostics if d.severity == "warning" and "which stays a compat island" in d.reason]
    assert result.status == "partial" and [(d.line, d.reason.split("(")[0]) for d in hits] == [(5, call)]
    assert "model.py" in hits[0].reason


def test_a_pure_function_of_an_island_sibling_is_not(tmp_path):
    result = _convert(tmp_path, ISLAND, "import model", "model.evaluation")
    assert result.status == "converted", [str(d) for d in result.diagnostics]


def test_a_builder_of_a_sibling_that_converts_natively_is_called(tmp_path):
    result = _convert(tmp_path, NATIVE, "import model", "model.inference")
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    assert "model.inference(x, 2)" in result.code


def test_siblings_importing_each_other_end(tmp_path):
    # the sibling imports the script back: its conversion does not loop
    result = _convert(tmp_path, "import train\n" + ISLAND, "import model", "model.inference")
    assert result.status == "partial"
