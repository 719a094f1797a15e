"""Graph-building functions called once are inlined at their call (strings in, strings out).

The end-to-end check (both eras run and print the same values) is the legacy fixture
``graph_builder_function.py`` in the fixture equivalence test. No TensorFlow import here.
"""
import textwrap

import libcst as cst
import pytest

from migrate.source.native.aliases import ImportTable
from migrate.source.native import convert_module
from migrate.source.native.inline import inline_builders


def inline(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return inline_builders(module, ImportTable.from_module(module))[0].code


def same(src: str) -> None:
    text = textwrap.dedent(src).lstrip("\n")
    assert inline(text) == text


def test_tuple_return_is_renamed_to_the_targets_and_clashing_locals_are_not_shadowed():
    assert inline('''
        import tensorflow as tf


        def model(inputs, width=2):
            """Builds the net."""
            w = tf.Variable(tf.ones([3, width]), name="w")
            loss = tf.reduce_sum(tf.matmul(inputs, w))
            return inputs, loss


        def main():
            loss = None
            x, total = model(tf.constant([[1.0, 2.0, 3.0]]))
            with tf.Session() as sess:
                print(sess.run(total), loss)
        ''') == textwrap.dedent('''\
        import tensorflow as tf


        def main():
            loss = None
            x = tf.constant([[1.0, 2.0, 3.0]])
            width = 2
            w = tf.Variable(tf.ones([3, width]), name="w")
            total = tf.reduce_sum(tf.matmul(x, w))
            with tf.Session() as sess:
                print(sess.run(total), loss)
        ''')


def test_returned_dict_of_names_resolves_its_literal_subscripts():
    assert inline('''
        import tensorflow as tf


        def build():
            x = tf.placeholder(tf.float32, [None, 1], name="x")
            y = 2.0 * x
            return {"x": x, "y": y}


        g = build()
        with tf.Session() as sess:
            print(sess.run(g["y"], feed_dict={g["x"]: [[1.0]]}))
        ''') == textwrap.dedent('''\
        import tensorflow as tf


        x = tf.placeholder(tf.float32, [None, 1], name="x")
        y = 2.0 * x
        with tf.Session() as sess:
            print(sess.run(y, feed_dict={x: [[1.0]]}))
        ''')


def test_refusals_inside_inlined_code_point_at_the_source():
    src = textwrap.dedent('''
        import tensorflow as tf


        def build(x):
            y = tf.keras.layers.LayerNormalization()(x)
            return y


        def main():
            inputs = tf.placeholder(tf.float32, [None, 2])
            out = build(inputs)
            with tf.Session() as sess:
                print(sess.run(out, {inputs: [[1.0, 2.0]]}))
        ''').lstrip("\n")
    _, diags = convert_module(cst.parse_module(src), "snippet.py")
    # the inlined statement was renamed (x -> inputs, y -> out): still reported at line 5
    assert [(d.line, d.col, d.rule) for d in diags if d.severity == "warning"] == [(5, 9, "variables")]


def test_a_dict_used_otherwise_is_kept_as_an_assignment():
    out = inline('''
        import tensorflow as tf


        def build():
            y = tf.constant(2.0)
            return {"y": y}


        g = build()
        with tf.Session() as sess:
            print(sess.run(g["y"]), len(g))
        ''')
    assert 'g = {"y": y}' in out and "def build" not in out


def test_parameters_bound_to_names_and_literal_defaults():
    out = inline('''
        import tensorflow as tf


        def scaled(t, factor=3.0):
            factor = factor * 2
            return tf.multiply(t, factor)


        a = tf.constant(1.0)
        b = scaled(a)
        with tf.Session() as sess:
            print(sess.run(b))
        ''')
    # t is a; factor is rebound in the body, so it is a local of its own
    assert "factor = 3.0\nfactor = factor * 2\nb = tf.multiply(a, factor)\n" in out


@pytest.mark.parametrize(
    "src",
    [
        pytest.param('''
            import tensorflow as tf
            def f():
                return tf.constant(1.0)
            a = f()
            b = f()
            with tf.Session() as s:
                print(s.run([a, b]))
            ''', id="called twice"),
        pytest.param('''
            import tensorflow as tf
            def f():
                return tf.constant(1.0)
            a = f() * 2
            with tf.Session() as s:
                print(s.run(a))
            ''', id="call inside an expression"),
        pytest.param('''
            import tensorflow as tf
            def f():
                return tf.constant(1.0)
            a = f()
            ''', id="no session in the file (a helper module)"),
        pytest.param('''
            import tensorflow as tf
            def f(x):
                for k in range(2):
                    if x:
                        return tf.constant(1.0)
                return tf.constant(2.0)
            a = f(1)
            with tf.Session() as s:
                print(s.run(a))
            ''', id="early return"),
        pytest.param('''
            import tensorflow as tf
            @decorate
            def f():
                return tf.constant(1.0)
            a = f()
            with tf.Session() as s:
                print(s.run(a))
            ''', id="decorated"),
        pytest.param('''
            import tensorflow as tf
            def f(*shape):
                return tf.zeros(shape)
            a = f(2, 3)
            with tf.Session() as s:
                print(s.run(a))
            ''', id="star args"),
        pytest.param('''
            import tensorflow as tf
            def f(n=len("ab")):
                return tf.zeros([n])
            a = f()
            with tf.Session() as s:
                print(s.run(a))
            ''', id="non-literal default (evaluated at def time)"),
        pytest.param('''
            import tensorflow as tf
            def f():
                global counter
                counter = 1
                return tf.constant(1.0)
            a = f()
            with tf.Session() as s:
                print(s.run(a))
            ''', id="global statement"),
        pytest.param('''
            import tensorflow as tf
            def f():
                with tf.Session() as s:
                    return s.run(tf.constant(1.0))
            a = f()
            with tf.Session() as s:
                print(a)
            ''', id="opens a session itself"),
        pytest.param('''
            import tensorflow as tf
            def f():
                x = tf.constant(1.0)
            a = f()
            with tf.Session() as s:
                print(s.run(tf.constant(2.0)), a)
            ''', id="result of a function returning nothing is used"),
    ],
)
def test_not_inlined(src):
    same(src)


LAYER_HELPER = '''
    import tensorflow as tf


    def add_layer(inputs, in_size, out_size, activation_function=None):
        Weights = tf.Variable(tf.random_normal([in_size, out_size]))
        biases = tf.Variable(tf.zeros([1, out_size]) + 0.1)
        Wx_plus_b = tf.matmul(inputs, Weights) + biases
        if activation_function is None:
            outputs = Wx_plus_b
        else:
            outputs = activation_function(Wx_plus_b)
        return outputs


    xs = tf.placeholder(tf.float32, [None, 1])
    l1 = add_layer(xs, 1, 10, activation_function=tf.nn.relu)
    prediction = add_layer(l1, 10, 1, activation_function=None)
    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    print(sess.run(prediction, {xs: [[1.0]]}))
    '''


def test_a_layer_helper_is_inlined_at_each_call_with_its_if_decided():
    """Morvan's ``add_layer``: TF1 runs the body once per call, making new variables each
    time; each copy gets its own names, its number arguments read in place, and ``if
    activation_function is None`` keeps the branch this call takes (``tf.nn.relu`` is never
    None)."""
    assert inline(LAYER_HELPER) == textwrap.dedent('''\
        import tensorflow as tf


        xs = tf.placeholder(tf.float32, [None, 1])
        Weights = tf.Variable(tf.random_normal([1, 10]))
        biases = tf.Variable(tf.zeros([1, 10]) + 0.1)
        Wx_plus_b = tf.matmul(xs, Weights) + biases
        l1 = tf.nn.relu(Wx_plus_b)
        Weights_1 = tf.Variable(tf.random_normal([10, 1]))
        biases_1 = tf.Variable(tf.zeros([1, 1]) + 0.1)
        Wx_plus_b_1 = tf.matmul(l1, Weights_1) + biases_1
        prediction = Wx_plus_b_1
        sess = tf.Session()
        sess.run(tf.global_variables_initializer())
        print(sess.run(prediction, {xs: [[1.0]]}))
        ''')


def test_a_layer_helper_converts_natively():
    new, diags = convert_module(cst.parse_module(textwrap.dedent(LAYER_HELPER).lstrip("\n")), "t.py")
    code = new.code
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "def add_layer" not in code and "tf.compat" not in code and "placeholder" not in code
    assert "    l1 = tf.nn.relu(Wx_plus_b)\n    Wx_plus_b_1 = tf.matmul(l1, Weights_1) + biases_1\n" in code


def test_a_return_at_the_end_of_name_scopes_is_read_after_them():
    assert inline('''
        import tensorflow as tf
        def layer(x, n):
            with tf.name_scope("layer"):
                w = tf.Variable(tf.ones([1, n]), name="W")
                out = tf.matmul(x, w)
                return out
        x = tf.placeholder(tf.float32, [None, 1])
        a = layer(x, 2)
        b = layer(a, 1)
        with tf.Session() as s:
            print(s.run(b, {x: [[1.0]]}))
        ''') == textwrap.dedent('''\
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 1])
        with tf.name_scope("layer"):
            w = tf.Variable(tf.ones([1, 2]), name="W")
            a = tf.matmul(x, w)
        with tf.name_scope("layer"):
            w_1 = tf.Variable(tf.ones([1, 1]), name="W")
            b = tf.matmul(a, w_1)
        with tf.Session() as s:
            print(s.run(b, {x: [[1.0]]}))
        ''')


@pytest.mark.parametrize(
    "src",
    [
        pytest.param('''
            import tensorflow as tf
            def layer(x):
                w = tf.Variable(tf.ones([1, 1]))
                return tf.matmul(x, w)
            x = tf.placeholder(tf.float32, [None, 1])
            a = layer(x)
            b = tf.nn.dropout(a, 0.5) + layer(a)
            with tf.Session() as s:
                print(s.run(b, {x: [[1.0]]}))
            ''', id="one call inside an expression after another call: no call inlined, the helper kept"),
        pytest.param('''
            import tensorflow as tf
            def layer(x):
                w = tf.Variable(tf.ones([1, 1]))
                return tf.matmul(x, w)
            x = tf.placeholder(tf.float32, [None, 1])
            a = layer(x)
            f = layer
            with tf.Session() as s:
                print(s.run(a, {x: [[1.0]]}))
            ''', id="the helper used as a value"),
        pytest.param('''
            import tensorflow as tf
            def layer(x, name):
                w = tf.get_variable(name, [1, 1])
                return tf.matmul(x, w)
            x = tf.placeholder(tf.float32, [None, 1])
            a = layer(x, "a")
            with tf.variable_scope("", reuse=tf.AUTO_REUSE):
                b = layer(a, "a")
            with tf.Session() as s:
                print(s.run(b, {x: [[1.0]]}))
            ''', id="get_variable helpers in a file that reuses variables are the variable store's"),
        pytest.param('''
            import tensorflow as tf
            scale = tf.constant(2.0)
            def layer(x):
                w = tf.Variable(tf.ones([1, 1]))
                return tf.matmul(x, w) * scale
            def main():
                scale = 100.0
                x = tf.placeholder(tf.float32, [None, 1])
                a = layer(x)
                b = layer(a)
                with tf.Session() as s:
                    print(s.run(b, {x: [[1.0]]}), scale)
            ''', id="a global the helper reads is a local of the calling function (inlined, the body would read main's scale)"),
    ],
)
def test_layer_helper_not_inlined(src):
    same(src)


def test_an_if_on_a_value_the_call_does_not_fix_is_kept():
    out = inline(LAYER_HELPER.replace("activation_function=tf.nn.relu", "activation_function=my_activation"))
    assert "\nif my_activation is None:\n    l1 = Wx_plus_b\nelse:\n    l1 = my_activation(Wx_plus_b)\n" in out  # a name: could be None
    assert "\nprediction = Wx_plus_b_1\n" in out  # None: decided


def test_an_expression_returned_inside_scopes_is_computed_there_with_its_ifexp_decided():
    # ``return act(z) if act is not None else z`` at the end of ``with tf.variable_scope(name)``:
    # the value is made inside the scope (its ops keep the scope's names), read after it; a
    # string parameter is read as the literal (the scope name the model names variables by)
    assert inline('''
        import tensorflow as tf
        def fc(x, n_in, n_out, act=tf.nn.relu, name="fc"):
            with tf.variable_scope(name):
                w = tf.Variable(tf.ones([n_in, n_out]), name="w")
                z = tf.matmul(x, w)
                return act(z) if act is not None else z
        x = tf.placeholder(tf.float32, [None, 2])
        h = fc(x, 2, 3, name="h1")
        out = fc(h, 3, 1, act=None, name="out")
        with tf.Session() as s:
            print(s.run(out, {x: [[1.0, 2.0]]}))
        ''') == textwrap.dedent('''\
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 2])
        with tf.variable_scope("h1"):
            w = tf.Variable(tf.ones([2, 3]), name="w")
            z = tf.matmul(x, w)
            h = tf.nn.relu(z)
        with tf.variable_scope("out"):
            w_1 = tf.Variable(tf.ones([3, 1]), name="w")
            z_1 = tf.matmul(h, w_1)
            out = z_1
        with tf.Session() as s:
            print(s.run(out, {x: [[1.0, 2.0]]}))
        ''')


def test_number_arguments_read_in_place_keep_their_meaning():
    # ``-1`` read where the body raises it to a power, an int where it takes an attribute
    out = inline('''
        import tensorflow as tf
        def layer(x, p, n):
            w = tf.Variable(tf.ones([1, 1]) * p ** 2 * n.bit_length())
            return tf.matmul(x, w)
        x = tf.placeholder(tf.float32, [None, 1])
        a = layer(x, -1, 8)
        b = layer(a, 2, 1)
        with tf.Session() as s:
            print(s.run(b, {x: [[1.0]]}))
        ''')
    assert "w = tf.Variable(tf.ones([1, 1]) * (-1) ** 2 * (8).bit_length())\n" in out
    compile(out, "inlined.py", "exec")


FEED_BUILDER = '''
import numpy as np
import tensorflow as tf


def placeholder_inputs(n):
    images = tf.placeholder(tf.float32, shape=(n, 3))
    labels = tf.placeholder(tf.int32, shape=(n,))
    return images, labels


def fill_feed_dict(data, images_pl, labels_pl):
    images_feed, labels_feed = data[0], data[1]
    feed_dict = {
        images_pl: images_feed,
        labels_pl: labels_feed,
    }
    return feed_dict


def loss(logits, labels):
    return tf.reduce_mean(tf.square(logits - tf.cast(labels, tf.float32)))


def training(loss, rate):
    return tf.train.GradientDescentOptimizer(rate).minimize(loss)


def run():
    images, labels = placeholder_inputs(2)
    w = tf.Variable(tf.ones([3, 1]))
    loss_op = loss(tf.matmul(images, w)[:, 0], labels)
    train_op = training(loss_op, 0.1)
    data = (np.ones((2, 3), np.float32), np.array([1, 2]))
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for step in range(2):
            feed_dict = fill_feed_dict(data, images, labels)
            _, value = sess.run([train_op, loss_op], feed_dict=feed_dict)
            print(value)
        feed_dict = fill_feed_dict(data, images, labels)
        print(sess.run(loss_op, feed_dict=feed_dict))


run()
'''


def test_a_feed_dict_builder_is_inlined_at_every_call_in_loops_too():
    """fully_connected_feed's ``fill_feed_dict`` (an island before: "feed_dict is not a dict
    literal of placeholders"); numbers checked by the fixture fully_connected_feed."""
    module = cst.parse_module(FEED_BUILDER.lstrip("\n"))
    new, diags = convert_module(module, "feed.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "fill_feed_dict" not in new.code and "def loss(" not in new.code and "def training(" not in new.code
    assert new.code.count("images_feed") >= 2 and "run_train_op_loss_op(" in new.code


def test_a_builder_named_like_another_functions_parameter_is_still_called_once():
    """``def training(loss, rate)`` next to ``def loss(...)``: the parameter is not a call of
    the builder (it was counted, so ``loss`` was never inlined)."""
    module = cst.parse_module(FEED_BUILDER.lstrip("\n"))
    new, _ = inline_builders(module, ImportTable.from_module(module))
    assert "def loss(" not in new.code and "def training(" not in new.code
    assert "loss_op = tf.reduce_mean(" in new.code


@pytest.mark.parametrize("body", [
    pytest.param("    return {images_pl: data[0], 'labels': data[1]}\n", id="a-key-that-is-not-a-parameter"),
    pytest.param("    feed = {images_pl: data[0], labels_pl: data[1]}\n    print(tf.shape(data[0]))\n    return feed\n", id="a-tf-call"),
    pytest.param("    if data is None:\n        return {}\n    return {images_pl: data[0], labels_pl: data[1]}\n", id="not-straight-line"),
])
def test_other_functions_returning_dicts_are_not_feed_builders(body):
    src = FEED_BUILDER.replace(
        "    images_feed, labels_feed = data[0], data[1]\n    feed_dict = {\n        images_pl: images_feed,\n"
        "        labels_pl: labels_feed,\n    }\n    return feed_dict\n", body)
    module = cst.parse_module(src.lstrip("\n"))
    new, _ = inline_builders(module, ImportTable.from_module(module))
    assert "def fill_feed_dict(" in new.code


GAN = '''
import tensorflow as tf
a = tf.placeholder(tf.float32, [None, 4])
b = tf.placeholder(tf.float32, [None, 4])


def disc(x, reuse=False):
    with tf.variable_scope("D", reuse=reuse):
        BODY
    return x


ra = disc(a)
rb = disc(b, reuse=True)
with tf.Session() as sess:
    print(sess.run(ra))
'''


def test_a_reused_layer_builder_is_inlined_at_every_call():
    out = inline(GAN.replace("BODY", "x = tf.layers.dense(x, 3)"))
    assert "def disc" not in out
    assert "ra = a\nwith tf.variable_scope(\"D\", reuse=False):\n    ra = tf.layers.dense(ra, 3)\n" in out
    assert "rb = b\nwith tf.variable_scope(\"D\", reuse=True):\n    rb = tf.layers.dense(rb, 3)\n" in out


@pytest.mark.parametrize("body", [
    pytest.param("x = tf.layers.dense(x, 3)\n    x = x * tf.Variable(1.0)", id="a tf.Variable too"),
    pytest.param("x = tf.contrib.layers.fully_connected(x, 3)", id="a contrib layer (its own reuse rules)"),
    pytest.param("x = tf.nn.relu(x)", id="no layer"),
])
def test_other_functions_with_reuse_scopes_are_left(body):
    same(GAN.replace("BODY", body))


GET_VARIABLE_LAYERS = '''
import numpy as np
import tensorflow as tf


def layer(x, n_in, n_out, name):
    with tf.variable_scope(name):
        w = tf.get_variable(name + "_w", [n_in, n_out], initializer=tf.truncated_normal_initializer(stddev=0.1, seed=1))
        b = tf.get_variable("b", [n_out], initializer=tf.zeros_initializer())
        return tf.matmul(x, w) + b


x = tf.placeholder(tf.float32, [None, 3])
h = layer(x, 3, 4, "l1")
out = layer(h, 4, 1, "l2")
loss = tf.reduce_mean(tf.square(out))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train_op, loss], {x: np.ones((2, 3))})[1])
'''


def test_get_variable_layer_helpers_are_inlined_with_their_names_spelled():
    """A helper making ``tf.get_variable``-s under ``variable_scope(name)``, called more than once
    in a file that reuses no variable: each call makes new variables (TF1 raises "already
    exists" otherwise), so it is inlined like a ``tf.Variable`` layer helper, the scope and
    ``name + "_w"`` spelled as literals. Before, it stayed a function run inside the sess.run
    function, and minimize without var_list was refused (a compat island)."""
    module = cst.parse_module(GET_VARIABLE_LAYERS.lstrip("\n"))
    code, diags = convert_module(module, "snippet.py")
    new = code.code
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert 'w = tf.Variable(tf.keras.initializers.TruncatedNormal(mean=0.0, stddev=0.1, seed=1)([3, 4], dtype=tf.float32), name="l1/l1_w")' in new
    assert 'b_1 = tf.Variable(tf.zeros_initializer()([1], dtype=tf.float32), name="l2/b")' in new
    assert "tape.gradient(loss, [w, b, w_1, b_1])" in new and "def layer" not in new


def test_get_variable_helpers_stay_in_a_file_that_reuses_variables():
    """With ``reuse=`` anywhere, a second call may read the first call's variables: the helper
    stays a function (the variable store's), not inlined."""
    src = GET_VARIABLE_LAYERS.replace('out = layer(h, 4, 1, "l2")', 'with tf.variable_scope("l1", reuse=True):\n    out = layer(h, 3, 4, "l1")')
    assert "def layer(x, n_in, n_out, name):" in inline(src)


def test_a_reuse_lookup_outside_the_helpers_does_not_stop_inlining():
    """``with tf.variable_scope("l1", reuse=True): w = tf.get_variable("l1_w")`` reads what a
    helper made (d06's evaluation layout); it calls no helper, so the helpers still inline."""
    src = GET_VARIABLE_LAYERS.replace("with tf.Session() as sess:", 'with tf.variable_scope("l1", reuse=True):\n    w_again = tf.get_variable("l1_w")\nwith tf.Session() as sess:')
    assert "def layer(" not in inline(src)


def test_a_throwaway_target_does_not_name_the_returned_tensor():
    """TF-recomm's ``_, train_op = optimization(...)`` then ``_, pred = sess.run(...)``: the
    builder's cost keeps its own name (``_`` only stored in the module), so later Python
    rebinding ``_`` reads no graph object (it was refused as one read outside sess.run)."""
    code = inline("""
        import numpy as np
        import tensorflow as tf


        def optimization(pred, target):
            cost = tf.reduce_sum(tf.square(pred - target))
            train_op = tf.train.GradientDescentOptimizer(0.1).minimize(cost)
            return cost, train_op


        w = tf.Variable(1.0)
        x = tf.placeholder(tf.float32, [None])
        pred = w * x
        _, train_op = optimization(pred, 2.0)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            _, p = sess.run([train_op, pred], {x: np.ones(2)})
        """)
    assert "cost = tf.reduce_sum(tf.square(pred - target))\ntrain_op = tf.train.GradientDescentOptimizer(0.1).minimize(cost)\n" in code


NESTED = GET_VARIABLE_LAYERS.replace('h = layer(x, 3, 4, "l1")', 'h = tf.nn.relu(layer(x, 3, 4, "l1"))')


def test_a_layer_helper_call_nested_in_a_statement_is_hoisted_then_inlined():
    """``h = tf.nn.relu(layer(x, 3, 4, "l1"))``: the helper's call is the first thing the
    statement evaluates, so it becomes ``h_layer = layer(...)`` before it, and is inlined."""
    code = inline(NESTED)
    assert "def layer(" not in code
    assert "    h_layer = tf.matmul(x, w) + b\nh = tf.nn.relu(h_layer)\n" in code, code


@pytest.mark.parametrize("statement", [
    pytest.param('h = tf.concat([tf.nn.dropout(x, 0.5), layer(x, 3, 4, "l1")], 1)', id="another call evaluated before it"),
    pytest.param('h = x if x is None else layer(x, 3, 4, "l1")', id="under a conditional expression"),
    pytest.param('h = tf.add(layer(x, 3, 4, "l1"), layer(x, 3, 4, "l3"))', id="two calls in one statement"),
])
def test_nested_calls_that_hoisting_would_reorder_stay(statement):
    code = inline(GET_VARIABLE_LAYERS.replace('h = layer(x, 3, 4, "l1")', statement))
    assert "def layer(" in code


SESSION_OPENER = '''
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32)


def model(data):
    w = tf.Variable(tf.ones([3, 1]))
    return tf.matmul(data, w)


def train_neural_network(x):
    prediction = model(x)
    cost = tf.reduce_mean(tf.square(prediction - y))
    optimizer = tf.train.GradientDescentOptimizer(0.1).minimize(cost)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for epoch in range(3):
            _, c = sess.run([optimizer, cost], feed_dict={x: np.ones((2, 3)), y: np.zeros((2, 1))})
            print(epoch, c)


train_neural_network(x)
'''


def test_a_function_opening_a_session_on_module_placeholders_is_inlined():
    """sentdex's tutorial: the placeholders at module level, the session and its runs in
    ``train_neural_network(x)`` called once; planned apart, feeding ``x`` there was "not a
    placeholder" (blind pass 18). Inlined last, after the helper its body calls."""
    from migrate.source.native import convert_module

    new, diags = convert_module(cst.parse_module(SESSION_OPENER.lstrip("\\n")), "snippet.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def train_neural_network" not in new.code and "def model" not in new.code
    assert "    _, c = run_optimizer_cost(x=np.ones((2, 3)), y=np.zeros((2, 1)))\n" in new.code


def test_a_function_building_its_own_graph_and_session_stays_a_function():
    from migrate.source.native import convert_module

    src = SESSION_OPENER.replace("x = tf.placeholder(tf.float32, [None, 3])\ny = tf.placeholder(tf.float32)\n", "").replace(
        "def train_neural_network(x):\n", "def train_neural_network():\n    x = tf.placeholder(tf.float32, [None, 3])\n"
        "    y = tf.placeholder(tf.float32)\n").replace("train_neural_network(x)\n", "train_neural_network()\n")
    new, diags = convert_module(cst.parse_module(src.lstrip("\\n")), "snippet.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def train_neural_network():" in new.code


GRADIENT_HELPER = '''
import numpy as np
import tensorflow as tf


def flatgrad(loss, var_list):
    grads = tf.gradients(loss, var_list)
    return tf.concat([tf.reshape(g, [-1]) for g in grads], 0)


x = tf.placeholder(tf.float32, [None, 3])
w = tf.Variable(tf.ones([3, 2]), name="w")
loss1 = tf.reduce_mean(tf.square(tf.matmul(x, w)))
loss2 = tf.reduce_sum(tf.tanh(tf.matmul(x, w)))
g1 = flatgrad(loss1, [w])
norm2 = tf.norm(flatgrad(loss2, [w]))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([g1, norm2], feed_dict={x: np.ones((2, 3))}))
'''


def test_a_gradient_helper_is_inlined_at_each_call():
    """TRPO's ``flatgrad(loss, var_list)`` calls ``tf.gradients`` and is called more than once
    (blind pass 18): left a function, its gradient was "inside a helper the converter does not
    place" and the whole file an island. Each call runs its body once, so each gets a copy (the
    nested call hoisted first); each copy's gradient is a request the planner gives a tape."""
    code = inline(GRADIENT_HELPER)
    assert "def flatgrad" not in code
    assert "grads = tf.gradients(loss1, var_list)\n" in code and "grads_1 = tf.gradients(loss2, var_list_1)\n" in code, code
    assert "norm2_flatgrad = tf.concat([tf.reshape(g_1, [-1]) for g_1 in grads_1], 0)\nnorm2 = tf.norm(norm2_flatgrad)\n" in code
    new, diags = convert_module(cst.parse_module(GRADIENT_HELPER.lstrip("\n")), "t.py")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "tf.gradients" not in new.code and "tape.gradient(loss1, var_list)" in new.code, new.code


def test_a_helper_calling_gradients_and_opening_a_session_is_left():
    src = GRADIENT_HELPER.replace("    return tf.concat(", "    tf.Session()\n    return tf.concat(")
    assert "def flatgrad" in inline(src)
