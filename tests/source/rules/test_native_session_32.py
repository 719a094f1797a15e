"""Session 32: leftovers of red-team hunts 15 and 16, and hunts 17 (numerics, dtypes, printing)
and 18 (graph and session lifecycle). Strings in, strings out (no TensorFlow import)."""

import sys

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


INTERNAL = '''import numpy as np
import tensorflow as tf
{imports}
x = tf.placeholder(tf.float32, [2, 4])
w = tf.Variable(tf.ones([4, 3]))
h = tf.matmul(x, w)
out = {call}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {{x: np.ones((2, 4))}}))
'''


@pytest.mark.parametrize("imports, call, public", [
    pytest.param("from tensorflow.python.ops import array_ops", "array_ops.split(h, 3, axis=1)", "tf.split", id="split"),
    pytest.param("from tensorflow.python.ops.array_ops import unstack", "unstack(h, axis=1)", "tf.unstack", id="from-imported function"),
    pytest.param("from tensorflow.python.ops import gradients_impl", "gradients_impl.gradients(h, w)", "tf.gradients", id="gradients"),
    pytest.param("from tensorflow.python.ops import state_ops", "state_ops.assign_add(w, w)", "tf.assign_add", id="update"),
    pytest.param("from tensorflow.python.ops import random_ops", "h + random_ops.random_normal([2, 3])", "tf.random_normal", id="draw"),
    pytest.param("from tensorflow.python.ops import nn_ops as nn", "nn.top_k(h, 2)", "tf.nn.top_k", id="aliased module"),
])
def test_an_internal_function_with_a_special_public_namesake_is_refused(native, imports, call, public):
    """``tensorflow.python.ops`` functions were left as written and planned as one tensor:
    ``array_ops.split`` fetched crashed on ``.numpy()`` of a list, an update ran once at module
    level (hunt 16 W2: q08, q101r, q102r; 0 diagnostics)."""
    code, diags = native(INTERNAL.format(imports=imports, call=call))
    warned = [w for w in _warnings(diags) if "internal modules" in w]
    assert warned and f"spell it {public}(" in warned[0], _warnings(diags)


@pytest.mark.parametrize("imports, call", [
    pytest.param("from tensorflow.python.ops import math_ops", "math_ops.reduce_sum(h, axis=1)", id="reduce_sum"),
    pytest.param("from tensorflow.python.ops import nn_ops", "nn_ops.relu(h)", id="relu"),
])
def test_an_internal_one_tensor_op_is_kept_as_written(native, imports, call):
    """(the guard: an ordinary op runs in the tf.function as TF1 ran it)"""
    code, diags = native(INTERNAL.format(imports=imports, call=call))
    assert not _warnings(diags), _warnings(diags)
    assert call in code and "tf.Session" not in code, code


SHUFFLED = '''import numpy as np
import tensorflow as tf
SEED = {seed}
ds = tf.data.Dataset.from_tensor_slices(np.arange(10.0)).shuffle(10, seed=SEED).batch(5)
x = ds.make_one_shot_iterator().get_next()
with tf.Session() as sess:
    print(sess.run(x))
'''


def test_a_shuffle_seed_bound_to_none_is_no_seed(native):
    """``seed=SEED`` with ``SEED = None``: TF1 and TF2 drew other orders, converted with 0
    diagnostics (hunt 15 p103)."""
    code, diags = native(SHUFFLED.format(seed="None"))
    assert any("shuffled without a seed" in w for w in _warnings(diags)), _warnings(diags)


def test_a_shuffle_seed_bound_to_an_int_converts(native):
    code, diags = native(SHUFFLED.format(seed="3"))
    assert not _warnings(diags), _warnings(diags)
    assert "seed=SEED" in code and "Session" not in code, code


CLIPPED = '''import numpy as np
import tensorflow as tf
ids = tf.placeholder(tf.int32, [None])
emb = tf.Variable(np.arange(12.0).reshape(4, 3).astype(np.float32))
w = tf.Variable(tf.ones([3, 1]))
loss = tf.reduce_sum(tf.matmul(tf.nn.embedding_lookup(emb, ids), w))
grads = tf.gradients(loss, [emb, w])
clipped, norm = tf.clip_by_global_norm(grads, 1.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run({fetch}, {{ids: [0, 2]}}))
'''


def test_clipped_sparse_gradients_fetched_are_refused(native):
    """The clipped list keeps TF1's IndexedSlices: ``.numpy()`` crashed (hunt 15 p181)."""
    code, diags = native(CLIPPED.format(fetch="clipped[0]"))
    assert any("clip_by_global_norm of gradients" in w for w in _warnings(diags)), _warnings(diags)


def test_the_global_norm_of_sparse_gradients_converts(native):
    """(the guard: the norm is a dense scalar)"""
    code, diags = native(CLIPPED.format(fetch="norm"))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.clip_by_global_norm(grads, 1.0)" in code and "Session" not in code, code


@pytest.mark.parametrize("source, why", [
    pytest.param('''st = tf.SparseTensor(indices=[[0, 0], [1, 2]], values=[1.0, 2.0], dense_shape=[3, 4])
ds = tf.data.Dataset.from_tensors(st).repeat(2)
el = ds.make_one_shot_iterator().get_next()
with tf.Session() as sess:
    print(sess.run(el))
''', "a fetched element of a dataset of tf.SparseTensors", id="sparse dataset elements"),
    pytest.param('''r = tf.RaggedTensor.from_row_splits(values=[1.0, 2.0, 3.0, 4.0], row_splits=[0, 1, 4])
s = r * 2.0
with tf.Session() as sess:
    print(sess.run(s))
''', "RaggedTensors are not converted", id="ragged"),
    pytest.param('''r = tf.ragged.constant([[1.0], [2.0, 3.0]])
with tf.Session() as sess:
    print(sess.run(r))
''', "RaggedTensors are not converted", id="ragged constant"),
])
def test_composite_values_fetched_are_refused(native, source, why):
    """A dataset's SparseTensor element crashed on ``.numpy()``; a RaggedTensor printed an object
    array where TF1 printed a RaggedTensorValue (hunt 15 p76, p126, p169; 0 diagnostics)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\n" + source)
    assert any(why in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="the syntax compiles on this Python")
def test_python_3_12_syntax_on_an_older_python_is_warned():
    """libcst parses PEP 695 on any Python; on 3.11 the input and its conversion do not compile,
    and the file was reported "converted" with 0 diagnostics (hunt 16 W8)."""
    from migrate.source.convert import convert_source

    result = convert_source('''import tensorflow as tf
type Vec = list[float]
x = tf.placeholder(tf.float32, [2])
with tf.Session() as sess:
    print(sess.run(x * 2.0, {x: [1.0, 2.0]}))
''', path="pep695.py")
    assert result.status == "partial", result
    warned = [str(d) for d in result.diagnostics if d.rule == "parse"]
    assert warned and warned[0].startswith("pep695.py:2:") and "does not compile the input" in warned[0], warned
    assert "type Vec = list[float]" in result.code and "Session" not in result.code, result.code


@pytest.mark.parametrize("lines, expected", [
    pytest.param('''x = tf.placeholder(tf.float32, [None, 2]); y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.ones([2, 1])); b = tf.Variable(0.0)  # the model
loss = tf.reduce_mean((tf.matmul(x, w) + b - y) ** 2)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
sess = tf.Session(); sess.run(tf.global_variables_initializer())
for i in range(3):
    _, l = sess.run([train, loss], {x: np.ones((4, 2)), y: np.zeros((4, 1))}); print(l)
''', ["w = tf.Variable(tf.ones([2, 1]))\nb = tf.Variable(0.0)  # the model\n",
      "    _, l = run_train_loss(x=np.ones((4, 2)), y=np.zeros((4, 1)))\n    print(l)\n"], id="semicolons"),
    pytest.param('''x: tf.Tensor = tf.placeholder(tf.float32, [None, 2])
w = w_saved = tf.Variable(tf.ones([2, 1]))
h: tf.Tensor = tf.matmul(x, w_saved)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(h, {x: np.ones((1, 2))}))
''', ["w = tf.Variable(tf.ones([2, 1]))\nw_saved = w\n", "    h = tf.matmul(x, w_saved)\n"], id="chained and annotated"),
])
def test_plain_statement_forms_convert(native, lines, expected):
    """``;``-joined, chained and annotated assignments were islands blamed on "a module-level
    loop, branch, block or expression" (hunt 16's most frequent island after the v1 switches,
    and its misleading messages M2-M4)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\n" + lines)
    assert not _warnings(diags), _warnings(diags)
    for text in expected:
        assert text in code, code
    assert "Session" not in code and "placeholder" not in code, code


def test_a_plain_python_chained_assignment_is_left_as_written(native):
    code, diags = native('''import numpy as np
import tensorflow as tf
a = b = 3
x = tf.placeholder(tf.float32, [2])
with tf.Session() as sess:
    print(sess.run(x * a * b, {x: [1.0, 2.0]}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "a = b = 3\n" in code, code


def test_a_refusal_after_a_split_line_points_at_its_statement(native):
    """(positions: the statement's column on the line as written)"""
    code, diags = native('''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [2]); q = tf.FIFOQueue(3, tf.float32)
with tf.Session() as sess:
    print(sess.run(x * 2.0, {x: [1.0, 2.0]}), sess.run(q.size()))
''')
    # (line 3, column 42: the queue call in the line's second statement, not the line's start)
    assert any(w.startswith("snippet.py:3:42:") and "queues" in w for w in _warnings(diags)), _warnings(diags)


SPLIT = '''import numpy as np
import tensorflow as tf
ds = tf.data.Dataset.range(10).shuffle(10, seed=1)
train = ds.take(7).batch(7)
val = ds.skip(7).batch(3)
{iterators}
'''
ONE_SHOT = '''a = train.make_one_shot_iterator().get_next()
b = val.make_one_shot_iterator().get_next()
with tf.Session() as sess:
    print(sess.run(a))
    print(sess.run(b))'''
RESTARTED = '''it_t = train.make_initializable_iterator()
it_v = val.make_initializable_iterator()
a = it_t.get_next()
b = it_v.get_next()
with tf.Session() as sess:
    for epoch in range(2):
        sess.run(it_t.initializer)
        print(sess.run(a))
        sess.run(it_v.initializer)
        print(sess.run(b))'''


def test_two_one_shot_iterators_over_one_shuffled_dataset_are_refused(native):
    """TF1 built the shuffle once per iterator (both drew the first order: take / skip were
    disjoint); TF2's iterators of one dataset object share its seed generator (hunt 15 W5:
    the validation split overlapped the training split, 0 diagnostics)."""
    code, diags = native(SPLIT.format(iterators=ONE_SHOT))
    assert any("second one-shot iterator over the shuffled dataset 'ds'" in w for w in _warnings(diags)), _warnings(diags)


def test_restarted_iterators_over_one_shuffled_dataset_convert(native):
    """(the guard: each restart builds the pipeline again, as TF1's initializer did; checked
    EQUIVALENT with tf1to2 check)"""
    code, diags = native(SPLIT.format(iterators=RESTARTED))
    assert not _warnings(diags), _warnings(diags)
    assert code.count("ds = tf.data.Dataset.range(10).shuffle(10, seed=1)") == 3, code


@pytest.mark.parametrize("source, name", [
    pytest.param('''X = np.arange(6, dtype=np.float32)
ds = tf.data.Dataset.from_tensor_slices(X).shuffle(6, seed=2).batch(6)
it = ds.make_initializable_iterator()
x = it.get_next()
with tf.Session() as sess:
    for epoch in range(2):
        np.random.shuffle(X)
        sess.run(it.initializer)
        print(sess.run(x))
''', "'X'", id="array shuffled in place"),
    pytest.param('''ds = tf.data.Dataset.from_tensor_slices(np.arange(6.0)).batch(3)
it = ds.make_initializable_iterator()
x = it.get_next()
ds = tf.data.Dataset.from_tensor_slices(np.zeros(6)).batch(3)
with tf.Session() as sess:
    sess.run(it.initializer)
    print(sess.run(x))
''', "'ds'", id="dataset name rebound"),
])
def test_restarting_after_the_pipeline_source_changed_is_refused(native, source, name):
    """TF1's initializer restarted the pipeline built with the graph (the array captured then);
    the converted restart read the name again: other elements (hunt 15 W7, 0 diagnostics)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\n" + source)
    assert any(f"restarting 'it' after {name} changed" in w for w in _warnings(diags)), _warnings(diags)


def test_restarting_a_pipeline_whose_source_is_unchanged_converts(native):
    """(the guard: ``ds`` bound twice before the iterator is made; nothing changes after)"""
    code, diags = native('''import numpy as np
import tensorflow as tf
X = np.arange(6, dtype=np.float32)
ds = tf.data.Dataset.from_tensor_slices(X)
ds = ds.shuffle(6, seed=2).batch(6)
it = ds.make_initializable_iterator()
x = it.get_next()
with tf.Session() as sess:
    for epoch in range(2):
        sess.run(it.initializer)
        print(sess.run(x))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "it = iter(ds)" in code, code


def test_an_inline_update_in_the_fetch_list_runs_before_the_draw(native):
    """``sess.run([tf.assign_add(step, 1), add])`` over a dataset: TF1 ran the counter in the run
    whose draw raised OutOfRangeError (4 runs counted, the converted code counted 3: hunt 15 W1's
    leftover; checked EQUIVALENT with tf1to2 check now)."""
    code, diags = native('''import numpy as np
import tensorflow as tf
step = tf.Variable(0)
x = tf.data.Dataset.range(5).batch(2).make_one_shot_iterator().get_next()
total = tf.Variable(0, dtype=tf.int64)
add = tf.assign_add(total, tf.reduce_sum(x))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    while True:
        try:
            _, s = sess.run([tf.assign_add(step, 1), add])
        except tf.errors.OutOfRangeError:
            break
    print(sess.run([step, total]))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "    updated = step.assign_add(1)\n    x = iterator.get_next()\n" in code, code
    assert "return updated, add" in code, code


@pytest.mark.parametrize("source, why", [
    pytest.param('''sess = tf.InteractiveSession()
w = tf.Variable(1.0)
tf.global_variables_initializer().run()
tf.assign(w, w * 2.0).op.run()
print(w.eval())
''', ".op of tf.assign(...) written inline", id="tf.assign(...).op.run()"),
    pytest.param('''w = tf.Variable(1.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    w.assign(w * 2.0).op.run()
    print(sess.run(w))
''', ".op of .assign(...) written inline", id="v.assign(...).op.run()"),
    pytest.param('''import os, tempfile
d = tempfile.mkdtemp()
v = tf.Variable(0.0, name="v")
saver = tf.train.Saver(max_to_keep=2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    saver.save(sess, os.path.join(d, "ck"), global_step=1)
    print(len(saver.last_checkpoints))
''', "saver.last_checkpoints: only save() and restore()", id="saver.last_checkpoints"),
    pytest.param('''import os, tempfile
d = tempfile.mkdtemp()
v = tf.Variable(0.0, name="v")
saver = tf.train.Saver(max_to_keep=2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    saver.save(sess, os.path.join(d, "ck"), global_step=1)
    ckpts = saver.last_checkpoints
    saver.restore(sess, ckpts[0])
    print(sess.run(v))
''', "saver.last_checkpoints: only save() and restore()", id="bound, hoisted"),
])
def test_attributes_the_converted_objects_lack_are_refused(native, source, why):
    """Hunt 18 W1 / W2: an eager tensor's ``.op`` is None (``'NoneType' object has no attribute
    'run'``) and the converted Saver is a ``tf.train.Checkpoint`` (no ``last_checkpoints``):
    crashes with 0 diagnostics."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\n" + source)
    assert any(why in w for w in _warnings(diags)), _warnings(diags)


# -- hunt 17 (numerics, dtypes, printing): structures fetched, TF1 arguments TF2 lacks ------------

@pytest.mark.parametrize("line, fetched", [
    pytest.param("out = tf.dynamic_partition(x, [0, 1, 0], 2)", "out", id="dynamic_partition"),
    pytest.param("out = tf.identity_n([x, x * 2.0])", "out", id="identity_n"),
    pytest.param("out = tf.tuple([x, x * 2.0])", "out", id="tf.tuple"),
    pytest.param("out = tf.nn.normalize_moments(3.0, tf.reduce_sum(x), tf.reduce_sum(x * x), None)", "out", id="normalize_moments"),
    pytest.param("clipped, norm = tf.clip_by_global_norm([x, x * 2.0], 1.0)", "clipped", id="clip_by_global_norm unpacked"),
    pytest.param("out = tf.clip_by_global_norm([x, x * 2.0], 1.0)", "out", id="clip_by_global_norm whole"),
    pytest.param("out = tf.foldl(lambda a, e: (a[0] + e, a[1] * e), x, initializer=(tf.constant(0.), tf.constant(1.)))", "out", id="foldl of a tuple"),
    pytest.param("out = tf.cond(tf.constant(True), lambda: [x, x * 0.0], lambda: [x * 2.0, x])", "out", id="cond of two"),
    pytest.param("out = tf.nn.log_uniform_candidate_sampler(tf.constant([[1], [3]], tf.int64), 1, 4, True, 10, seed=2)", "out", id="sampler (random)"),
])
def test_a_fetched_structure_is_converted_leaf_by_leaf(native, line, fetched):
    """TF1 fetched these as lists / tuples; ``.numpy()`` of the structure crashed (hunt 17 W1,
    0 diagnostics; each example checked EQUIVALENT with tf1to2 check)."""
    code, diags = native(f'''import numpy as np
import tensorflow as tf
x = tf.constant([1.0, 2.0, 3.0])
{line}
with tf.Session() as sess:
    print(sess.run({fetched}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert f"{fetched}.numpy()" not in code and "tf.nest.map_structure(lambda t: t.numpy()" in code, code


def test_a_cond_of_one_element_lists_is_a_tensor(native):
    """(the guard: TF1's non-strict cond unpacked a one-element list; fixture hunt_30_semantics)"""
    code, diags = native('''import tensorflow as tf
x = tf.constant([1.0, 2.0])
picked = tf.cond(tf.constant(True), lambda: [x * 2.0], lambda: [x - 1.0])
with tf.Session() as sess:
    print(sess.run(picked * 3.0))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "picked * 3.0" in code, code


@pytest.mark.parametrize("line, written", [
    pytest.param('e = tf.nn.embedding_lookup(emb, [2, 0], partition_strategy="div")', "tf.nn.embedding_lookup(emb, [2, 0])", id="keyword"),
    pytest.param('e = tf.nn.embedding_lookup(emb, [2, 0], "mod")', "tf.nn.embedding_lookup(emb, [2, 0])", id="positional"),
    pytest.param("e = tf.zeros_like(emb, optimize=False)", "tf.zeros_like(emb)", id="zeros_like optimize"),
    pytest.param("e = tf.ones_like(emb, tf.int64, None, False)", "tf.ones_like(emb, tf.int64, None)", id="ones_like 4th positional"),
])
def test_tf1_arguments_tf2_lacks_are_dropped(native, line, written):
    """``partition_strategy`` (moot for one table) and ``optimize`` were passed through: a
    TypeError on TF2, or ``optimize`` read as TF2's ``layout`` (hunt 17 W2, W4)."""
    code, diags = native(f'''import numpy as np
import tensorflow as tf
emb = tf.constant(np.arange(6.0).reshape(3, 2))
{line}
with tf.Session() as sess:
    print(sess.run(e))
''')
    assert not _warnings(diags), _warnings(diags)
    assert written + "\n" in code or written + ")" in code, code


def test_embedding_lookup_sparse_of_several_tables_is_refused(native):
    """(dropping ``partition_strategy`` is right for one table only: TF1 split ids by "mod" by
    default, TF2 by "div")"""
    code, diags = native('''import numpy as np
import tensorflow as tf
a = tf.Variable(np.ones((2, 2), np.float32))
b = tf.Variable(np.ones((2, 2), np.float32))
sp = tf.SparseTensor([[0, 0], [1, 0]], tf.constant([1, 2], tf.int64), [2, 1])
e = tf.nn.embedding_lookup_sparse([a, b], sp, None)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(e))
''')
    assert any("list of tables" in w for w in _warnings(diags)), _warnings(diags)


def test_a_one_variable_while_loop_returning_the_same_structure_flattens_its_body(native):
    """``return_same_structure=True`` and a body returning its tensor bare: TF2 iterated over a
    scalar (hunt 17 W3)."""
    code, diags = native('''import tensorflow as tf
r = tf.while_loop(lambda i: i < 4, lambda i: i + 1, [tf.constant(0)], return_same_structure=True)
with tf.Session() as sess:
    print(sess.run(r))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "lambda *loop_vars: tf.nest.flatten((lambda i: i + 1)(*loop_vars)), [tf.constant(0)])\n" in code, code


# -- hunt 18 (graph and session lifecycle) ----------------------------------------------------------

@pytest.mark.parametrize("source, why", [
    pytest.param('''tf.set_random_seed(1)
r = tf.random_normal([2], seed=2)
with tf.Session() as sess:
    print(sess.run(r))
with tf.Session() as sess:
    print(sess.run(r))
''', "r drawn in more than one session", id="W3 a draw in two sessions"),
    pytest.param('''noise = tf.random_normal([3], seed=11)
tf.set_random_seed(1234)
with tf.Session() as sess:
    print(sess.run(noise))
''', "made before tf.set_random_seed", id="W4 seed set after the op"),
    pytest.param('''tf.set_random_seed(1)
a = tf.random_uniform([3], seed=5)
with tf.Session() as sess:
    print(sess.run(a))
tf.reset_default_graph()
b = tf.random_uniform([3], seed=5)
with tf.Session() as sess:
    print(sess.run(b))
''', "b draws random numbers in a graph that sets no tf.set_random_seed", id="W4 a reset graph without a seed"),
    pytest.param('''a = tf.Variable(1.0)
b = tf.Variable(a + 1.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(tf.assign(a, 5.0))
    sess.run(b.initializer)
    print(sess.run(b))
''', "the initial value of 'b' is not a literal", id="W5 an initial value reading another variable"),
    pytest.param('''x = tf.placeholder(tf.float32, [None, 3])
w = tf.get_variable("w", [3, 2], initializer=tf.glorot_uniform_initializer(seed=3))
y = tf.matmul(x, w)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: np.ones((1, 3), np.float32)}))
''', "re-initialized", id="W5 a random initializer run twice"),
    pytest.param('''v = tf.Variable(3.0, name="v")
with tf.Session() as sess:
    try:
        print(sess.run(v))
    except tf.errors.FailedPreconditionError:
        print(-1.0)
    sess.run(v.initializer)
    print(sess.run(v))
''', "except FailedPreconditionError", id="W7 an uninitialized read caught"),
    pytest.param('''w = tf.Variable(2.0)
calls = tf.Variable(0.0, trainable=False)
count = tf.assign_add(calls, 1.0)
with tf.control_dependencies([count]):
    loss = tf.square(w) + 0.0
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    print(sess.run(calls))
''', "'loss' is computed under tf.control_dependencies([count]) and differentiated", id="W8 dependencies around a loss"),
])
def test_lifecycle_differences_are_refused(native, source, why):
    """Hunt 18: other numbers with 0 diagnostics (each example is the hunt's minimal one)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\n" + source)
    assert any(why in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("source, reset", [
    pytest.param('''b = tf.Variable([1.0, 2.0], name="b")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    b.load([9.0, 9.0], sess)
    sess.run(b.initializer)
    print(sess.run(b))
''', "b.assign([1.0, 2.0])", id="after Variable.load"),
    pytest.param('''w = tf.Variable([4.0, -4.0], name="w")
loss = tf.reduce_sum(tf.square(w))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
init = tf.global_variables_initializer()

def fit(sess, steps):
    for _ in range(steps):
        sess.run(train)

with tf.Session() as sess:
    sess.run(init)
    fit(sess, 5)
    sess.run(init)
    print(sess.run(w))
''', "w.assign([4.0, -4.0])", id="after a function that trains"),
])
def test_an_initializer_after_unplanned_changes_resets(native, source, reset):
    """Hunt 18 W6: the initializer was dropped as if nothing had changed the variables (a load,
    a function given the session): the script printed the changed values."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\n" + source)
    assert not _warnings(diags), _warnings(diags)
    assert reset in code, code


def test_an_initializer_run_twice_over_constants_is_still_dropped(native):
    """(the guard: the second run sets the values they already hold)"""
    code, diags = native('''import numpy as np
import tensorflow as tf
w = tf.Variable([1.0, 2.0])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(tf.global_variables_initializer())
    print(sess.run(w))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "assign" not in code, code


def test_a_loop_fetching_each_tensor_of_a_list_is_unrolled(native):
    """``for t in [a, b]: print(sess.run(t))`` was refused ("a fetch that is not a graph
    tensor": hunt 17's most frequent island, 11 files; 7 convert now, checked EQUIVALENT)."""
    code, diags = native('''import numpy as np
import tensorflow as tf
x = tf.constant([1.5, -2.5])
a = tf.to_float(tf.to_int32(x))
b = tf.reduce_sum(x, keep_dims=True)
with tf.Session() as sess:
    for t in [a, b]:
        print(sess.run(t))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "for t in" not in code and code.count("print(") == 2, code


def test_a_refusal_in_an_unrolled_copy_points_at_the_loop_body(native):
    code, diags = native('''import numpy as np
import tensorflow as tf
a = tf.constant([1.5, -2.5])
b = a * 2.0
with tf.Session() as sess:
    for t in [a, b]:
        print(t.name, sess.run(t))
''')
    assert any(w.startswith("snippet.py:7:15: tensor_by_name: a.name") for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("after", [
    pytest.param("    print(sess.run(t))\n", id="the loop variable read after the loop"),
])
def test_a_fetch_loop_whose_variable_is_read_elsewhere_stays(native, after):
    """(the guard: after the loop Python still holds the last tensor; the loop stays, refused.
    Two loops binding one name were refused too until session 34, whose loops over tensors
    computed once keep the loops and fetch each tensor's numbers: test_native_session_34)"""
    code, diags = native('''import numpy as np
import tensorflow as tf
a = tf.constant([1.5, -2.5])
b = a * 2.0
with tf.Session() as sess:
    for t in [a, b]:
        print(sess.run(t))
''' + after)
    assert any("a fetch of 't'" in w for w in _warnings(diags)), _warnings(diags)


def test_a_loop_over_fed_values_stays_a_loop(native):
    """(the guard: the loop variable is fed, not fetched: hunt 18 s163 was unrolled by the
    first version, a gratuitous change)"""
    code, diags = native('''import tensorflow as tf
flag = tf.placeholder(tf.bool, [])
out = tf.cond(flag, lambda: tf.constant(1.0), lambda: tf.constant(2.0))
with tf.Session() as sess:
    for f in [True, False]:
        print(sess.run(out, {flag: f}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "for f in [True, False]:" in code, code


def test_an_initializer_after_loads_in_a_loop_resets(native):
    """(``v.load`` of a loop name over variables changes each of them: the initializer after it
    resets them, as TF1's did)"""
    code, diags = native('''import numpy as np
import tensorflow as tf
a = tf.Variable([1.0, 2.0], name="a")
b = tf.Variable([3.0], name="b")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in [a, b]:
        v.load(np.zeros(v.shape), sess)
    sess.run(tf.global_variables_initializer())
    print(sess.run([a, b]))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "    a.assign([1.0, 2.0])\n    b.assign([3.0])\n" in code and "initialize_again()\n" in code, code
