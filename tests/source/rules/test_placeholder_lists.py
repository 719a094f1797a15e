"""Rule placeholders: lists of placeholders (``[tf.placeholder(...) for _ in range(n)]``, an
``append`` loop making them) and the feed dicts filled with them (a loop, ``update``,
``dict(zip(...))``): one list parameter per run function; at module level one string key per
placeholder. Strings in, strings out; the numbers: the legacy fixture ``placeholder_lists``."""
import pytest

GRAPH = """
import numpy as np
import tensorflow as tf
xs = [tf.placeholder(tf.float32, [None, 2]) for _ in range(3)]
W = tf.Variable(tf.ones([2, 1]))
total = tf.add_n([tf.matmul(x, W) for x in xs])
data = [np.ones((4, 2), np.float32) * i for i in range(3)]
"""


def test_a_loop_filled_feed_dict_feeds_the_list_entry_by_entry(expect):
    expect(GRAPH + """
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    feed = {}
    for x, d in zip(xs, data):
        feed[x] = d
    print(sess.run(total, feed_dict=feed))
""", """
import numpy as np
import tensorflow as tf
xs = [f"xs[{i}]" for i in range(3)]
W = tf.Variable(tf.ones([2, 1]))
data = [np.ones((4, 2), np.float32) * i for i in range(3)]


@tf.function
def total_step(xs):
    total = tf.add_n([tf.matmul(x, W) for x in xs])
    return total


def run_total(xs):
    xs = [None if value is None else tf.convert_to_tensor(value, dtype=tf.float32) for value in xs]
    total = total_step(xs)
    return total.numpy()


feed = {}
for x, d in zip(xs, data):
    feed[x] = d
print(run_total(xs=[feed.get(k) for k in xs]))
""")


@pytest.mark.parametrize("fetch, feed, call", [
    pytest.param("total", "dict(zip(xs, data))", "run_total(xs=list(map(dict(zip(xs, data)).get, xs)))", id="dict(zip(...))"),
    pytest.param("scaled", "{y: 2.0, **dict(zip(xs, data))}", "run_scaled(y=2.0, xs=list(map(dict(zip(xs, data)).get, xs)))",
                 id="** in a literal"),
])
def test_a_feed_zipping_the_list_with_its_values(native, fetch, feed, call):
    code, diags = native(GRAPH + "y = tf.placeholder(tf.float32, [])\nscaled = total * y\n"
                         f"with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         f"    print(sess.run({fetch}, {feed}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"print({call})" in code, code


@pytest.mark.parametrize("fill", [
    pytest.param("fd = {y: 2.0}\n    fd.update({x: d for x, d in zip(xs, data)})\n", id="update with a comprehension"),
    pytest.param("fd = {y: 2.0}\n    fd.update(dict(zip(xs, data)))\n", id="update with dict(zip(...))"),
    pytest.param("fd = {y: 2.0}\n    for i in range(len(xs)):\n        fd[xs[i]] = data[i]\n", id="indexed entries"),
    pytest.param("fd = {y: 2.0}\n    for i, x in enumerate(xs):\n        fd[x] = data[i]\n", id="enumerate"),
])
def test_a_feed_dict_of_placeholders_and_list_entries(native, fill):
    """The dict's placeholder keys are strings; each run takes them by name and the list's by key."""
    code, diags = native(GRAPH + "y = tf.placeholder(tf.float32, [])\nscaled = total * y\n"
                         f"with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    {fill}"
                         "    print(sess.run(scaled, fd))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'fd = {"y": 2.0}' in code and 'print(run_scaled(xs=[fd.get(k) for k in xs], y=fd["y"]))' in code, code


def test_an_append_loop_making_placeholders_is_a_list(native):
    """Udacity's LSTM: ``train_data = list()`` then ``train_data.append(tf.placeholder(...))``."""
    code, diags = native("import tensorflow as tf\ntrain_data = list()\nfor _ in range(4):\n"
                         "    train_data.append(tf.placeholder(tf.float32, shape=[2, 3]))\n"
                         "inputs = train_data[:3]\ns = tf.add_n(inputs)\nwith tf.Session() as sess:\n    feed_dict = dict()\n"
                         "    for i in range(4):\n        feed_dict[train_data[i]] = [[float(i)] * 3] * 2\n"
                         "    print(sess.run(s, feed_dict=feed_dict))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'train_data = [f"train_data[{i}]" for i in range(4)]\n' in code
    assert "def s_step(train_data):\n    inputs = train_data[:3]\n" in code
    assert "print(run_s(train_data=[feed_dict.get(k) for k in train_data]))" in code


def test_the_keys_of_a_list_walking_variables(native):
    """Koh & Liang's ``[tf.placeholder(tf.float32, shape=a.get_shape()) for a in params]``."""
    code, diags = native("import tensorflow as tf\nw = tf.Variable([1.0, 2.0])\nb = tf.Variable(0.5)\nparams = [w, b]\n"
                         "vs = [tf.placeholder(tf.float32, shape=a.get_shape()) for a in params]\n"
                         "dots = tf.add_n([tf.reduce_sum(p * v) for p, v in zip(params, vs)])\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(dots, dict(zip(vs, [[2.0, 3.0], 4.0]))))\n")
    assert 'vs = [f"vs[{i}]" for i, _ in enumerate(params)]\n' in code, code


def test_integer_placeholders_are_cast_entry_by_entry(native):
    code, diags = native("import tensorflow as tf\nids = [tf.placeholder(tf.int32, []) for _ in range(2)]\n"
                         "s = tf.add_n(ids)\nwith tf.Session() as sess:\n    print(sess.run(s, dict(zip(ids, [1.7, 2]))))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "ids = [None if value is None else tf.cast(np.asarray(value), tf.int32) for value in ids]\n" in code
    assert "import tensorflow as tf\nimport numpy as np\n" in code  # (the file did not import numpy)


def test_an_empty_feed_dict_filled_by_item_assignments(native):
    """``fd = {}`` then ``fd[x] = ...``: a feed dict (was: not bound to a dict literal)."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [])\ny = x * 2.0\n"
                         "with tf.Session() as sess:\n    fd = {}\n    fd[x] = 3.0\n    print(sess.run(y, fd))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'fd = {}\nfd["x"] = 3.0\nprint(run_y(**fd))\n' in code, code


@pytest.mark.parametrize("use, line", [
    pytest.param("print(xs[0].shape)\n", 10, id="an entry's attribute"),
    pytest.param("print(xs)\n", 10, id="the list printed"),
    pytest.param("for x in xs:\n        print(x.name)\n", 11, id="a loop name's attribute"),
    pytest.param("print(sorted(xs))\n", 10, id="passed to a function"),
])
def test_the_list_read_other_than_as_keys_is_refused(refused, use, line):
    """At module level only the keys remain: ``xs[0].shape`` would read a string."""
    refused(GRAPH + "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
            "    print(sess.run(total, dict(zip(xs, data))))\n    " + use, "placeholders", line)


def test_a_list_made_by_walking_a_per_run_value_is_refused(refused):
    """Ageron's ``[tf.placeholder(tf.float32, g.get_shape()) for g, v in grads_and_vars]``: the
    pairs exist only inside the run functions, nothing at module level to count the keys from."""
    refused("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 2])\nW = tf.Variable(tf.ones([2, 1]))\n"
            "loss = tf.reduce_mean(tf.matmul(x, W))\nopt = tf.train.GradientDescentOptimizer(0.1)\n"
            "gvs = opt.compute_gradients(loss)\ngps = [tf.placeholder(tf.float32, g.get_shape()) for g, v in gvs]\n"
            "train = opt.apply_gradients([(gp, v) for gp, (g, v) in zip(gps, gvs)])\n"
            "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
            "    fd = dict(zip(gps, [[[1.0], [1.0]]]))\n    sess.run(train, fd)\n", "placeholders", 7)


def test_a_run_needing_a_placeholder_the_dict_does_not_hold_is_refused(refused):
    """The list fed, ``x`` not: TF1 ran what it needed (``apply_gradients`` of fed gradients reads
    no ``x``), the converted function slices by names and needs ``x`` (KeyError)."""
    refused(GRAPH + "y = tf.placeholder(tf.float32, [])\nscaled = total * y\n"
            "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
            "    fd = {}\n    for x, d in zip(xs, data):\n        fd[x] = d\n    print(sess.run(scaled, fd))\n",
            "placeholders", 14)


def test_juliani_gradient_holders(native):
    """Juliani's policy gradient: one holder per trainable variable made in an ``enumerate``
    loop (its names bound again by a later loop), named with ``str(idx)``, applied with
    ``zip(holders, tvars)`` and fed through ``feed_dict = dictionary = dict(zip(...))``."""
    code, diags = native(
        "import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 2])\n"
        "W = tf.Variable(tf.ones([2, 1]))\nloss = tf.reduce_mean(tf.matmul(x, W))\ntvars = tf.trainable_variables()\n"
        "gradient_holders = []\nfor idx, var in enumerate(tvars):\n"
        "    placeholder = tf.placeholder(tf.float32, name=str(idx) + '_holder')\n    gradient_holders.append(placeholder)\n"
        "gradients = tf.gradients(loss, tvars)\nupdate_batch = tf.train.GradientDescentOptimizer(0.1).apply_gradients(zip(gradient_holders, tvars))\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
        "    grads = sess.run(gradients, {x: np.ones((3, 2))})\n    for idx, grad in enumerate(grads):\n        grads[idx] = grad * 2\n"
        "    feed_dict = dictionary = dict(zip(gradient_holders, grads))\n    sess.run(update_batch, feed_dict=feed_dict)\n"
        "    print(sess.run(W))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'gradient_holders = [f"gradient_holders[{idx}]" for idx, var in enumerate(tvars)]\n' in code, code
    assert "run_update_batch(gradient_holders=[feed_dict.get(k) for k in gradient_holders])" in code


def test_an_append_loop_whose_names_are_read_after_it_stays_a_loop(native):
    """The comprehension would not bind ``idx``: a later read of it (before any rebinding) keeps
    the loop (and the file an island)."""
    code, diags = native("import tensorflow as tf\nholders = []\nfor idx in range(2):\n"
                         "    holders.append(tf.placeholder(tf.float32, []))\nprint(idx)\n"
                         "s = tf.add_n(holders)\nwith tf.Session() as sess:\n    print(sess.run(s, dict(zip(holders, [1.0, 2.0]))))\n")
    assert "# tf1to2: compat" in code


def test_a_list_fed_in_part_runs_what_needs_only_those_entries(native):
    """Hunt 8 (a07): two of four entries fed, the fetch reading only those: TF1 ran it; the
    run took ``[fd[k] for k in xs]`` (KeyError). An entry the dict does not hold is None now."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nxs = [tf.placeholder(tf.float32, [None]) for _ in range(4)]\n"
                         "y = xs[0] * 2.0 + xs[1]\nwith tf.Session() as sess:\n    fd = {}\n    for i in range(2):\n"
                         "        fd[xs[i]] = np.array([float(i), 1.0], np.float32)\n    print(sess.run(y, fd))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "print(run_y(xs=[fd.get(k) for k in xs]))" in code
    assert "xs = [None if value is None else tf.convert_to_tensor(value, dtype=tf.float32) for value in xs]" in code


def test_a_list_zipped_with_fewer_values_keeps_its_length(native):
    """Hunt 8 (f05): ``dict(zip(xs, shorter))`` passed ``list(<dict>.values())``, a shorter list:
    ``len(xs)`` in graph code changed (4.5 where TF1 said 3.0)."""
    code, diags = native("import tensorflow as tf\nxs = [tf.placeholder(tf.float32, [None]) for _ in range(3)]\n"
                         "y = (xs[0] + xs[1]) / len(xs)\nwith tf.Session() as sess:\n"
                         "    print(sess.run(y, dict(zip(xs, [[3.0], [6.0]]))))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "run_y(xs=list(map(dict(zip(xs, [[3.0], [6.0]])).get, xs)))" in code, code


@pytest.mark.parametrize("made, line", [
    pytest.param("holders = [tf.placeholder(tf.float32) for v in tf.trainable_variables()]\n", 3,
                 id="walking a TensorFlow call (its keys would call TF1 at module level)"),
    pytest.param("holders = [tf.placeholder(v.dtype.base_dtype, v.get_shape()) for v in [W]]\n", 3,
                 id="a dtype per entry (read in the run function, where v is not bound)"),
])
def test_lists_the_run_function_cannot_convert_are_refused(refused, made, line):
    refused("import tensorflow as tf\nW = tf.Variable([1.0, 2.0])\n" + made
            + "upd = tf.train.GradientDescentOptimizer(0.1).apply_gradients(zip(holders, [W]))\n"
            "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
            "    sess.run(upd, dict(zip(holders, [[1.0, 1.0]])))\n    print(sess.run(W))\n", "placeholders", line)
