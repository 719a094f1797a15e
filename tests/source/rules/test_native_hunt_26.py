"""A red-team hunt for wrong native conversions (session 26, the by-parts gradient theme):
each snippet was converted natively and printed other values than TF1 (or crashed). Strings in,
strings out (no TensorFlow import); the numbers of the converted ones: the legacy fixture
``hunt_26_gradients``."""
import pytest

FEED = "with tf.Session() as sess:\n    print(sess.run([a, b], feed_dict={x: [1.0, 2.0, 3.0]}))\n"


@pytest.mark.parametrize("graph, order", [
    pytest.param("m = tf.constant(2.0)\na = x * m\nm = tf.constant(3.0)\nb = x * m\n",
                 ["m = tf.constant(2.0)\n", "a = x * m\n", "m = tf.constant(3.0)\n", "b = x * m\n"], id="a constant"),
    pytest.param("W = tf.Variable([1.0, 2.0, 3.0])\nm = W * 2.0\na = x * m\nm = W * 3.0\nb = x * m\n",
                 ["m = W * 2.0\n", "a = x * m\n", "m = W * 3.0\n", "b = x * m\n"], id="computed from a variable never changed"),
    pytest.param("m = tf.one_hot(0, 3)\na = tf.gradients(tf.reduce_sum(x ** 2 * m), x)[0]\nm = tf.one_hot(1, 3)\n"
                 "b = tf.gradients(tf.reduce_sum(x ** 2 * m), x)[0]\n",
                 ["m = tf.one_hot(0, 3)\n", "a = tape.gradient(", "m = tf.one_hot(1, 3)\n", "b = tape.gradient("],
                 id="a mask of a gradient"),
])
def test_a_static_value_rebound_later_is_read_where_it_was_built(native, graph, order):
    """The static statements ran once at module level and the functions read the name: its last
    value. TF1 read the first (a = 3 * x where TF1 said 2 * x); both now run in the function, in
    order."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [3])\n" + graph + FEED)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    function = code[code.index("def a_b_step"):code.index("def run_a_b")]
    at = [function.find(text) for text in order]
    assert -1 not in at and at == sorted(at), function


def test_a_rebound_grad_ys_is_the_one_each_gradient_was_built_with(native):
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [3])\ny = x ** 2\n"
                         "v = tf.constant([1.0, 0.0, 0.0])\na = tf.gradients(y, x, grad_ys=v)[0]\n"
                         "v = tf.constant([0.0, 1.0, 0.0])\nb = tf.gradients(y, x, grad_ys=v)[0]\n"
                         "with tf.Session() as sess:\n    print(sess.run(a, {x: [1.0, 2.0, 3.0]}))\n"
                         "    print(sess.run(b, {x: [1.0, 2.0, 3.0]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    a_fn = code[code.index("def a_step"):code.index("def run_a")]
    b_fn = code[code.index("def b_step"):code.index("def run_b")]
    assert "v = tf.constant([1.0, 0.0, 0.0])\n" in a_fn and "[0.0, 1.0, 0.0]" not in a_fn
    assert "[1.0, 0.0, 0.0]" not in b_fn  # (b reads the module's v: the last one, as TF1 did)


PARAMS = ("import numpy as np\nimport tensorflow as tf\nW = tf.Variable(np.ones((2, 2), np.float32))\n"
          "b = tf.Variable(np.zeros(2, np.float32))\nx = tf.constant([[1.0, -1.0], [2.0, 0.5]])\n")
FETCH = "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(grads))\n"


@pytest.mark.parametrize("sources, result", [
    pytest.param("[W] + [b]", "grads = tape.gradient(loss, params)\n", id="a sum of list literals"),
    pytest.param("list((W, b))", "grads = tape.gradient(loss, params)\n", id="list() of a tuple"),
    pytest.param("(W, b)", "grads = list(tape.gradient(loss, params))\n", id="a tuple: TF1 gave a list"),
    pytest.param("weights + biases", "grads = tape.gradient(loss, params)\n", id="a sum of names of lists"),
])
def test_sources_listed_other_than_by_a_list_literal_are_a_list(native, sources, result):
    """Taken for one tensor, the gradient was wrapped in a list and the loss computed outside the
    tape (the converted script printed None or a list of one)."""
    code, diags = native(PARAMS + "weights = [W]\nbiases = [b]\nloss = tf.reduce_sum(tf.tanh(tf.matmul(x, W) + b) ** 2)\n"
                         f"params = {sources}\ngrads = tf.gradients(loss, params)\n" + FETCH)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert result in code and "[tape.gradient" not in code
    tape = code[code.index("with tf.GradientTape"):code.index(result)]
    assert "loss = tf.reduce_sum(" in tape  # (recorded)


def test_compute_gradients_pairs_every_trainable_variable_unreached_ones_with_none(native):
    code, diags = native(PARAMS + "U = tf.Variable(np.ones(2, np.float32))\nloss = tf.reduce_sum(tf.matmul(x, W) + b)\n"
                         "gvs = tf.train.GradientDescentOptimizer(0.1).compute_gradients(loss)\n"
                         "grads = [g if g is not None else tf.zeros_like(v) for g, v in gvs]\n" + FETCH)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "gvs = list(zip(tape.gradient(loss, [W, b, U]), [W, b, U]))\n" in code


def test_minimize_still_lists_only_the_variables_its_loss_reaches(native):
    code, diags = native(PARAMS + "U = tf.Variable(np.ones(2, np.float32))\nloss = tf.reduce_sum(tf.matmul(x, W) + b)\n"
                         "train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n")
    assert "tape.gradient(loss, [W, b]), [W, b]" in code


def test_a_row_loop_whose_sources_are_a_list_stays_row_by_row(native):
    """``[tf.gradients(h_j, params) for h_j in tf.split(h, 4, axis=1)]`` with ``params = [W, b]``:
    each row is a list of two gradients; folded into one ``tape.jacobian(h, params)`` it crashed."""
    code, diags = native(PARAMS + "h = tf.tanh(tf.matmul(x, W) + b)\nparams = [W, b]\n"
                         "grads = [tf.gradients(h_j, params) for h_j in tf.split(h, 2, axis=1)]\n" + FETCH)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "grads = [tape.gradient(h_j, params) for h_j in tf.split(h, 2, axis=1)]\n" in code
    assert "jacobian" not in code


def test_unstack_num_gives_the_row_count_of_a_jacobian_loop(native):
    """``tf.unstack(y, num=3, axis=1)`` of a ``[2, None]`` input: the count was ``y.shape[1]``
    (None in the traced function: a crash)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [2, None])\n"
                         "y = tf.sin(x) * 2.0\nJ = tf.stack([tf.gradients(c, x)[0] for c in tf.unstack(y, num=3, axis=1)])\n"
                         "with tf.Session() as sess:\n    print(sess.run(J, {x: np.ones((2, 3), np.float32)}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "tf.concat([[3, -1], tf.shape(x)], 0)" in code and "y.shape[" not in code


@pytest.mark.parametrize("sources", [
    pytest.param("[W] + [b]", id="a sum of list literals"),
    pytest.param("list((W, b))", id="list() of a tuple"),
    pytest.param("weights + biases", id="a sum of names unpacked from a tuple of lists"),
])
def test_sources_listed_in_the_call_are_a_list(native, sources):
    """Refused before (``tf.gradients sources must be a name, a list literal...``); ``list`` is
    not a source the tape watches."""
    code, diags = native(PARAMS + "weights, biases = [W], [b]\nloss = tf.reduce_sum(tf.tanh(tf.matmul(x, W) + b) ** 2)\n"
                         f"grads = tf.gradients(loss, {sources})\n" + FETCH)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"grads = tape.gradient(loss, {sources})\n" in code and "watch(list)" not in code


def test_a_source_rebound_after_its_gradient_is_watched_in_both_bindings(native):
    """``x = tf.ones(...)``, a gradient with respect to it, ``x = tf.ones(...) * 2.0``, another:
    only the last binding was watched (the first gradient was None, a crash)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nw = tf.Variable(np.ones((3, 2), np.float32))\n"
                         "x = tf.ones([1, 3])\nloss = tf.reduce_sum(tf.matmul(x, w) ** 2)\ngrad = tf.gradients(loss, x)\n"
                         "x = tf.ones([1, 3]) * 2.0\nloss2 = tf.reduce_sum(tf.matmul(x, w) ** 2)\ngrad2 = tf.gradients(loss2, x)\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(grad))\n    print(sess.run(grad2))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert ("    tape.watch(x)\n    loss = tf.reduce_sum(tf.matmul(x, w) ** 2)\n    grad = [tape.gradient(loss, x)]\n"
            "    x = tf.ones([1, 3]) * 2.0\n    tape.watch(x)\n") in code


@pytest.mark.parametrize("alias", [
    pytest.param("hh = h", id="a plain alias"),
    pytest.param('hh = tf.get_default_graph().get_tensor_by_name("h:0")', id="a lookup by name"),
])
def test_a_source_aliased_after_its_consumer_is_the_tensor_it_names(native, alias):
    """``tf.gradients(loss, hh)`` with ``hh`` naming ``h`` again after ``loss`` was computed: the
    alias looked like a new leaf, the gradient was None."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [2, 3])\n"
                         "W = tf.Variable(np.ones((3, 4), np.float32))\nh = tf.nn.relu(tf.matmul(x, W), name=\"h\")\n"
                         f"loss = tf.reduce_sum(tf.square(h))\n{alias}\ndL_dh = tf.gradients(loss, hh)[0]\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(dL_dh, {x: np.ones((2, 3))}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "        tape.watch(h)\n        loss = tf.reduce_sum(tf.square(h))\n" in code and "watch(hh)" not in code


@pytest.mark.parametrize("loop", [
    pytest.param("gs = [tf.gradients(loss, v)[0] for v in [W, b]]\n", id="a comprehension"),
    pytest.param("gs = []\nfor v in tf.trainable_variables():\n    gs.append(tf.gradients(loss, v)[0])\n", id="an append loop"),
])
def test_gradients_with_respect_to_a_loop_variable_record_what_the_loop_walks(native, loop):
    """``tape.watch(v)`` of the comprehension's variable: a NameError."""
    code, diags = native(PARAMS + "loss = tf.reduce_sum(tf.tanh(tf.matmul(x, W) + b) ** 2)\n" + loop.replace("gs", "grads") + FETCH)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "watch(v)" not in code and "grads = [tape.gradient(loss, v) for v in [W, b]]\n" in code
    assert "    loss = tf.reduce_sum(" in code[code.index("with tf.GradientTape"):]


def test_a_name_given_twice_is_looked_up_as_tf1_uniquified_it(native):
    """The second ``name="h"`` is ``h_1`` in TF1: ``get_tensor_by_name("h:0")`` is the first op
    (it found the second)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [1, 2])\n"
                         "a = tf.identity(x * 2.0, name=\"h\")\nb = tf.identity(tf.sin(a), name=\"h\")\n"
                         "first = tf.get_default_graph().get_tensor_by_name(\"h:0\")\n"
                         "second = tf.get_default_graph().get_tensor_by_name(\"h_1:0\")\n"
                         "with tf.Session() as sess:\n    print(sess.run([first, second], {x: [[1.0, -0.5]]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "    first = a\n    second = b\n" in code


def test_a_stop_is_the_definition_its_name_has_at_the_gradient(native):
    """``stop_gradients=[h]`` with ``h`` rebound after a reader: TF1 stops the second ``h``;
    both were stopped (the gradient was None)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nW = tf.Variable(np.ones((2, 2), np.float32))\n"
                         "x = tf.placeholder(tf.float32, [1, 2])\nh = tf.matmul(x, W)\nz = h * 3.0\nh = tf.nn.relu(h)\n"
                         "loss = tf.reduce_sum(h * z)\ng = tf.gradients(loss, W, stop_gradients=[h])\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(g, {x: [[1.0, 0.5]]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "        h = tf.matmul(x, W)\n        z = h * 3.0\n        h = tf.stop_gradient(tf.nn.relu(h))\n" in code


def test_grad_ys_bound_to_a_list_with_none_is_read_entry_by_entry(native):
    """``gy = [None, v]`` passed on as ``output_gradients=gy``: TF2 aborted the process."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nW = tf.Variable(np.ones((2, 2), np.float32))\n"
                         "x = tf.placeholder(tf.float32, [2, 2])\nh = tf.matmul(x, W)\nloss = tf.reduce_sum(h ** 2)\n"
                         "gy = [None, tf.constant(-1.0)]\nys = [h, loss]\ng = tf.gradients(ys, W, grad_ys=gy)\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(g, {x: np.ones((2, 2))}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "output_gradients=[tf.ones_like(y) if g is None else g for y, g in zip(ys, gy)]" in code


@pytest.mark.parametrize("sources", [
    pytest.param("tf.trainable_variables()[1:]", id="a slice of a collection"),
    pytest.param("sorted(tf.trainable_variables(), key=lambda v: v.name)", id="sorted"),
    pytest.param("list(weights.values())", id="a dict's values"),
    pytest.param("[weights[k] for k in ['W', 'b']]", id="entries of a dict"),
])
def test_sources_bound_to_lists_python_code_makes_are_a_list(native, sources):
    code, diags = native(PARAMS + "weights = {'W': W, 'b': b}\nloss = tf.reduce_sum(tf.tanh(tf.matmul(x, W) + b) ** 2)\n"
                         f"params = {sources}\ngrads = tf.gradients(loss, params)\n" + FETCH)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "grads = tape.gradient(loss, params)\n" in code
    assert "    loss = tf.reduce_sum(" in code[code.index("with tf.GradientTape"):]


@pytest.mark.parametrize("ys, grad_ys, seed", [
    pytest.param("y", "[[1.0, 0.0, 2.0]]", "[tf.constant([1.0, 0.0, 2.0], dtype=y.dtype)]", id="one target"),
    pytest.param("[y]", "[[1.0, 0.0, 2.0]]", "[tf.constant([1.0, 0.0, 2.0], dtype=y.dtype)]", id="a list of one target"),
])
def test_a_grad_ys_entry_written_as_a_list_literal_is_one_tensor(native, ys, grad_ys, seed):
    """TF2 flattens ``output_gradients``: three scalar seeds for one target (the first was used)."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [3])\ny = x * x\n"
                         f"g = tf.gradients({ys}, x, grad_ys={grad_ys})[0]\n"
                         "with tf.Session() as sess:\n    print(sess.run(g, {x: [1.0, 2.0, 3.0]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"output_gradients={seed}" in code


def test_sources_named_by_a_name_bound_to_a_list_and_to_a_tensor_are_refused(refused):
    """List-ness is read by name: ``tf.gradients(loss, params)[0]`` after ``params = W`` took a
    row of dL/dW (``params = [W, b]`` earlier)."""
    diags = refused(PARAMS + "loss = tf.reduce_sum(tf.matmul(x, W) + b)\nparams = [W, b]\ng_all = tf.gradients(loss, params)\n"
                    "params = W\ngrads = tf.gradients(loss, params)[0]\n" + FETCH, "gradients", 8)
    assert any("bound to a list and to a single tensor" in d.reason for d in diags)


def test_a_row_loop_splitting_a_list_of_targets_stays_row_by_row(native):
    """``tf.unstack(ys)`` of ``ys = [a, b, c]`` (the op packs the list): folded, ``ys.shape`` was
    read on a list (AttributeError)."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [3])\na = tf.reduce_sum(x ** 2)\n"
                         "b = tf.reduce_prod(x)\nys = [a, b]\nJ = tf.stack([tf.gradients(yi, x)[0] for yi in tf.unstack(ys)])\n"
                         "with tf.Session() as sess:\n    print(sess.run(J, {x: [0.5, 1.0, 2.0]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "        J = tf.stack([tape.gradient(yi, x) for yi in tf.unstack(ys)])\n" in code and "jacobian" not in code


def test_an_alias_of_a_name_rebound_since_keeps_the_value_it_named(native):
    """``h1 = h`` then ``h = tf.tanh(h @ W2)``: ``tf.gradients(loss, h1)`` is with respect to the
    first ``h``; taking the alias for the name (rebound since) lost it (None; caught re-checking
    hunt 5's equivalent scripts)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [2, 3])\n"
                         "W1 = tf.Variable(np.ones((3, 4), np.float32))\nW2 = tf.Variable(np.ones((4, 2), np.float32))\n"
                         "h = tf.tanh(tf.matmul(x, W1))\nh1 = h\nh = tf.tanh(tf.matmul(h, W2))\nloss = tf.reduce_sum(h ** 2)\n"
                         "g1 = tf.gradients(loss, h1)[0]\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(g1, {x: np.ones((2, 3))}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "        tape.watch(h1)\n        h = tf.tanh(tf.matmul(h, W2))\n" in code


def test_pairs_with_none_gradients_leave_the_optimizer_the_variables_its_loss_reaches(native):
    """compute_gradients pairs every trainable variable (unreached ones with None); applying the
    pairs updates the reached ones only (Keras skips None gradients, as TF1 did): the optimizer's
    variable set is those, not all (hunt 4's two networks with an optimizer each were refused)."""
    code, diags = native("import tensorflow as tf\na = tf.Variable(1.0)\nb = tf.Variable(2.0)\n"
                         "opt_a = tf.train.GradientDescentOptimizer(0.1)\ntrain_a = opt_a.minimize(a * a)\n"
                         "opt_b = tf.train.GradientDescentOptimizer(0.1)\ngvs = opt_b.compute_gradients(b * b)\n"
                         "train_b = opt_b.apply_gradients([(g, v) for g, v in gvs if g is not None])\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    sess.run([train_a, train_b])\n    print(sess.run([a, b]))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "gvs = list(zip(tape.gradient(b * b, [a, b]), [a, b]))" in code


# red-team hunt 6 (tutorial-style training scripts)

def test_a_feed_dict_changed_by_update_is_refused(refused):
    """``fd.update({k: 10.0})`` reads a placeholder: dropped as graph code no fetch needs, the run
    used k's default (6 where TF1 said 60)."""
    diags = refused("import tensorflow as tf\nx = tf.placeholder(tf.float32, [])\nk = tf.placeholder_with_default(1.0, [])\n"
                    "w = tf.Variable(2.0)\ny = x * w * k\nfd = {x: 3.0}\nfd.update({k: 10.0})\n"
                    "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                    "    print(sess.run(y, feed_dict=fd))\n", "placeholders", 10)
    assert any("the feed dict 'fd' is not bound to a dict literal" in d.reason for d in diags)


@pytest.mark.parametrize("graph, fetch, result", [
    pytest.param("a = tf.constant([1.0, 2.0])\nnorms = {k: tf.reduce_sum(a) * k for k in range(2)}\n", "norms",
                 "tf.nest.map_structure(lambda t: t.numpy(), norms)", id="a dict comprehension"),
    pytest.param("w = tf.Variable([1.0, 2.0])\ngvs = tf.train.GradientDescentOptimizer(0.1).compute_gradients(tf.reduce_sum(w * w))\n",
                 "gvs[0]", "tf.nest.map_structure(lambda t: t.numpy(), gvs[0])", id="a (gradient, variable) pair"),
])
def test_a_fetched_structure_keeps_its_structure(native, graph, fetch, result):
    """``.numpy()`` of a dict or a pair: AttributeError."""
    code, diags = native("import tensorflow as tf\n" + graph + "with tf.Session() as sess:\n"
                         f"    sess.run(tf.global_variables_initializer())\n    print(sess.run({fetch}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert result in code


def test_an_embedding_lookup_of_several_tables_is_refused(refused):
    """TF1 partitions ids over a list of tables by ``mod`` by default, TF2 by ``div`` only."""
    diags = refused("import numpy as np\nimport tensorflow as tf\np1 = tf.Variable(np.ones((3, 2), np.float32))\n"
                    "p2 = tf.Variable(np.zeros((3, 2), np.float32))\nids = tf.placeholder(tf.int32, [None])\n"
                    "emb = tf.nn.embedding_lookup([p1, p2], ids)\nwith tf.Session() as sess:\n"
                    "    sess.run(tf.global_variables_initializer())\n    print(sess.run(emb, {ids: [0, 1, 2, 3]}))\n", "renames", 6)
    assert any("embedding_lookup of a list of tables" in d.reason for d in diags)


def test_an_array_changed_through_a_view_after_graph_code_read_it_is_refused(refused):
    """``head = data[:2]; head *= 10.0`` changes ``data``, which TF1 copied while building."""
    diags = refused("import numpy as np\nimport tensorflow as tf\ndata = np.ones(3, np.float32)\nw = tf.Variable(2.0)\n"
                    "total = tf.reduce_sum(data * w)\ninc = tf.assign_add(w, 1.0)\nhead = data[:2]\nhead *= 10.0\n"
                    "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(inc)\n"
                    "    print(sess.run(total))\n", "sessions")
    assert any("'data' is rebound or changed in place" in d.reason for d in diags)


@pytest.mark.parametrize("graph, fetch", [
    pytest.param("pair = tf.cond(x > 0, lambda: (x * w, x + w), lambda: (x - w, x / w))\n", "pair", id="tf.cond of tuples"),
    pytest.param("pairs = tf.map_fn(lambda t: (t, t * w), tf.stack([x, x]), dtype=(tf.float32, tf.float32))\n", "pairs",
                 id="tf.map_fn with a tuple dtype"),
    pytest.param("cell_fw = tf.nn.rnn_cell.LSTMCell(2)\ncell_bw = tf.nn.rnn_cell.LSTMCell(2)\n"
                 "seq = tf.reshape(x, [1, 1, 1]) * w\noutputs, states = tf.nn.bidirectional_dynamic_rnn(cell_fw, cell_bw, seq, dtype=tf.float32)\n",
                 "states[1]", id="one direction's LSTM state"),
])
def test_a_fetched_tuple_an_op_returns_keeps_its_structure(native, graph, fetch):
    """``.numpy()`` of a tuple or an LSTM state tuple: AttributeError."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [])\nw = tf.Variable(2.0)\n" + graph +
                         f"with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run({fetch}, {{x: 3.0}}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "tf.nest.map_structure(lambda t: t.numpy(), " in code and ".numpy()\n" not in code.split("def run_")[-1]


def test_a_saver_of_optimizer_slots_in_a_file_that_resets_the_graph_is_refused(refused):
    """The rebuilt graph's optimizer is ``optimizer_2`` in the converted file: its Checkpoint key
    differs, the restore skipped the slots (TF1 keyed them by variable name: 2.876 vs 2.264)."""
    diags = refused("import tensorflow as tf\ndef build():\n    w = tf.Variable(1.0, name=\"w\")\n"
                    "    train = tf.train.MomentumOptimizer(0.1, 0.9).minimize(tf.square(w - 3.0))\n    return w, train\n"
                    "w, train = build()\nsaver = tf.train.Saver()\nwith tf.Session() as sess:\n"
                    "    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    saver.save(sess, \"/tmp/m\")\n"
                    "tf.reset_default_graph()\nw, train = build()\nsaver = tf.train.Saver()\nwith tf.Session() as sess:\n"
                    "    saver.restore(sess, \"/tmp/m\")\n    sess.run(train)\n    print(sess.run(w))\n", "savers", 7)
    assert any("a Saver of optimizer slots in a file that resets the graph" in d.reason for d in diags)
