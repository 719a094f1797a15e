"""Rule layers: tf.layers.dense -> named tf.Variables + matmul; variable lists."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 3])
        h = tf.layers.dense(x, 4, activation=tf.nn.relu)
        out = tf.layers.dense(h, 1, use_bias=False, name="head")
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(out, {x: [[1.0, 2.0, 3.0]]}))
            print([v.name for v in tf.trainable_variables()])
        """,
        """
        import tensorflow as tf
        dense_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="dense/kernel")
        dense_bias = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="dense/bias")
        head_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([4, 1], dtype=tf.float32), name="head/kernel")


        @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
        def out_step(x):
            h = tf.nn.relu(tf.nn.bias_add(tf.matmul(x, dense_kernel), dense_bias))
            out = tf.matmul(h, head_kernel)
            return out


        def run_out(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            out = out_step(x)
            return out.numpy()


        print(run_out(x=[[1.0, 2.0, 3.0]]))
        print([v.name for v in [dense_kernel, dense_bias, head_kernel]])
        """,
        id="TF1 layer names, defaults and the trainable variable list",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        with tf.variable_scope("net"):
            a = tf.layers.dense(x, 2)
            b = tf.layers.dense(a, 2)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(b).shape)
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        net_dense_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 2], dtype=tf.float32), name="net/dense/kernel")
        net_dense_bias = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="net/dense/bias")
        a = tf.nn.bias_add(tf.matmul(x, net_dense_kernel), net_dense_bias)
        net_dense_1_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([2, 2], dtype=tf.float32), name="net/dense_1/kernel")
        net_dense_1_bias = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="net/dense_1/bias")
        b = tf.nn.bias_add(tf.matmul(a, net_dense_1_kernel), net_dense_1_bias)
        print(b.numpy().shape)
        """,
        id="layers in a variable_scope are uniquified like TF1",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 3])
        net = tf.layers.dense(x, 4, name="l1")
        net = tf.layers.dense(net, 1, name="l2")
        loss = tf.reduce_sum(net)
        train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            sess.run(train, {x: [[1.0, 2.0, 3.0]]})
        """,
        """
        import tensorflow as tf
        l1_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="l1/kernel")
        l1_bias = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="l1/bias")
        l2_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([4, 1], dtype=tf.float32), name="l2/kernel")
        l2_bias = tf.Variable(tf.zeros_initializer()([1], dtype=tf.float32), name="l2/bias")
        optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)


        @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
        def train_step(x):
            with tf.GradientTape() as tape:
                net = tf.nn.bias_add(tf.matmul(x, l1_kernel), l1_bias)
                net = tf.nn.bias_add(tf.matmul(net, l2_kernel), l2_bias)
                loss = tf.reduce_sum(net)
            optimizer.apply_gradients(zip(tape.gradient(loss, [l1_kernel, l1_bias, l2_kernel, l2_bias]), [l1_kernel, l1_bias, l2_kernel, l2_bias]))


        def run_train(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            train_step(x)
            return None


        run_train(x=[[1.0, 2.0, 3.0]])
        """,
        id="a name rebound layer after layer: each use reads the definition before it",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


REFUSED = [
    pytest.param(
        "import tensorflow as tf\nx = tf.placeholder(tf.float32)\nh = tf.layers.dense(x, 4)\nwith tf.Session() as s:\n    print(s.run(h, {x: [[1.0]]}))\n",
        3,
        id="caveat 1: input width unknown",
    ),
    pytest.param(
        "import tensorflow as tf\nx = tf.ones([2, 3])\nh = tf.layers.dense(x, 4, bias_regularizer=tf.nn.l2_loss)\nwith tf.Session() as s:\n    print(s.run(h))\n",
        3,
        id="caveat 2: regularizers",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0)\nopt = tf.train.AdamOptimizer(0.1)\nt = opt.minimize(v * v)\nwith tf.Session() as s:\n    print(len(tf.global_variables()))\n",
        6,
        id="caveat 4: global_variables with optimizer slots",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0, name='w')\nopt = tf.train.AdamOptimizer(0.1)\nt = opt.minimize(v * v)\n"
        "with tf.Session() as s:\n    print(len([u for u in tf.global_variables() if 'w' in u.name]))\n",
        6,
        id="caveat 4: a name filter a slot passes (w/Adam)",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0, name='w')\nopt = tf.train.AdamOptimizer(0.1)\nt = opt.minimize(v * v)\n"
        "with tf.Session() as s:\n    print(len([u for u in tf.global_variables() if 'power' in u.name]))\n",
        6,
        id="caveat 4: a name filter Adam's beta1_power passes",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0, name='w')\nopt = tf.train.AdamOptimizer(0.1, name='Mine')\nt = opt.minimize(v * v)\n"
        "with tf.Session() as s:\n    print(len([u for u in tf.global_variables() if 'Mine' in u.name]))\n",
        6,
        id="caveat 4: an optimizer named by the file (slots named after it)",
    ),
]


def test_global_variables_filtered_by_a_name_no_slot_can_have(native):
    """aymericdamien's DCGAN: ``[v for v in tf.global_variables() if 'moving_mean' in v.name]``
    with Adam in the file. TF1's list held Adam's slots and powers too, but none of them can
    pass the filter (slots are ``<trainable variable>/Adam[_1]``, and no trainable variable's
    name holds ``moving_mean``): the list is the script's variables, filtered the same way."""
    code, diags = native("""
        import tensorflow as tf
        w = tf.Variable(1.0, name="w")
        moving_mean = tf.Variable(0.0, name="bn/moving_mean", trainable=False)
        opt = tf.train.AdamOptimizer(0.1)
        t = opt.minimize(w * w)
        with tf.Session() as s:
            s.run(tf.global_variables_initializer())
            s.run(t)
            mm = [v for v in tf.global_variables() if "moving_mean" in v.name]
            print(len(mm), s.run(mm[0]))
        """)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert 'mm = [v for v in [w, moving_mean] if "moving_mean" in v.name]' in code


@pytest.mark.parametrize("src, line", REFUSED)
def test_refused(refused, src, line):
    refused(src, "layers", line)


def test_fully_connected_keeps_slim_names(expect):
    expect(
        """
        import tensorflow as tf
        import tensorflow.contrib.slim as slim
        x = tf.ones([2, 3])
        h = slim.fully_connected(x, 4)
        o = tf.contrib.layers.fully_connected(h, 1, activation_fn=None, scope="head")
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(o).shape)
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        fully_connected_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="fully_connected/weights")
        fully_connected_biases = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="fully_connected/biases")
        h = tf.nn.relu(tf.nn.bias_add(tf.matmul(x, fully_connected_weights), fully_connected_biases))
        head_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([4, 1], dtype=tf.float32), name="head/weights")
        head_biases = tf.Variable(tf.zeros_initializer()([1], dtype=tf.float32), name="head/biases")
        o = tf.nn.bias_add(tf.matmul(h, head_weights), head_biases)
        print(o.numpy().shape)
        """,
    )


def test_caveat_fully_connected_normalizer_is_refused(refused):
    src = (
        "import tensorflow as tf\nx = tf.ones([2, 3])\n"
        "h = tf.contrib.layers.fully_connected(x, 4, normalizer_fn=tf.contrib.layers.batch_norm)\n"
        "with tf.Session() as s:\n    print(s.run(h))\n"
    )
    refused(src, "layers", 3)


FLATTEN = [
    pytest.param(
        """
        import tensorflow as tf
        from tensorflow.contrib import slim
        x = tf.ones([2, 3, 4])
        flat = slim.flatten(x)
        out = tf.contrib.layers.fully_connected(flat, 1, activation_fn=None)
        with tf.Session() as s:
            print(s.run(out))
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3, 4])
        flat = tf.reshape(x, [tf.shape(x)[0], -1])
        fully_connected_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([12, 1], dtype=tf.float32), name="fully_connected/weights")
        fully_connected_biases = tf.Variable(tf.zeros_initializer()([1], dtype=tf.float32), name="fully_connected/biases")
        out = tf.nn.bias_add(tf.matmul(flat, fully_connected_weights), fully_connected_biases)
        print(out.numpy())
        """,
        id="slim.flatten -> tf.reshape keeping the batch; its width feeds fully_connected",
    ),
]


@pytest.mark.parametrize("before, after", FLATTEN)
def test_flatten(expect, before, after):
    expect(before, after)


@pytest.mark.parametrize(
    "src",
    [
        pytest.param("import tensorflow as tf\nx = tf.ones([2, 3])\nf = tf.contrib.layers.flatten(x * 2.0)\nwith tf.Session() as s:\n    print(s.run(f))\n", id="flatten of an expression"),
        pytest.param("import tensorflow as tf\nx = tf.ones([2, 3])\nf = tf.contrib.layers.flatten(x, scope='f')\nwith tf.Session() as s:\n    print(s.run(f))\n", id="flatten with scope="),
    ],
)
def test_flatten_refused(refused, src):
    refused(src, "layers", 3)


def test_fully_connected_weights_initializer_none_is_the_default(expect):
    expect(
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        h = tf.contrib.layers.fully_connected(x, 2, weights_initializer=None, activation_fn=None)
        print(h.shape)
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        fully_connected_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 2], dtype=tf.float32), name="fully_connected/weights")
        fully_connected_biases = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="fully_connected/biases")
        h = tf.nn.bias_add(tf.matmul(x, fully_connected_weights), fully_connected_biases)
        print(h.shape)
        """,
    )


DROPOUT = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 4])
mode = tf.placeholder(tf.bool, [])
h = tf.layers.dropout(x, {args})
with tf.Session() as sess:
    print(sess.run(h, {{x: np.ones((2, 4)), mode: False}}))
"""


@pytest.mark.parametrize(
    "args, line",
    [
        pytest.param("rate=0.3, training=mode", "h = tf.nn.dropout(x, rate=0.3) if mode else x", id="fed flag: both branches"),
        pytest.param("0.3, seed=4, training=True", "h = tf.nn.dropout(x, rate=0.3, seed=4)", id="training=True: always"),
        pytest.param("rate=0.3", "h = x", id="no training: TF1's default is off"),
    ],
)
def test_dropout_follows_its_training_flag(native, args, line):
    code, diags = native(DROPOUT.format(args=args))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"    {line}\n" in code
    body = code[code.index("def run_h"):]
    assert body.index("h = ") > 0  # computed in the sess.run function (dropout is random: rerun each time)


REUSED = """
import numpy as np
import tensorflow as tf
a = tf.placeholder(tf.float32, [None, 4])
b = tf.placeholder(tf.float32, [None, 4])


def disc(x, reuse=False):
    with tf.variable_scope("D", reuse=reuse):
        x = tf.layers.dense(x, 3, activation=tf.nn.relu)
        x = tf.layers.dense(x, 1)
    return x


ra = disc(a)
rb = disc(b, reuse=SECOND)
loss = tf.reduce_mean(ra - rb)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {a: np.ones((2, 4)), b: np.zeros((2, 4))})[1])
"""


@pytest.mark.parametrize("second", ["True", "tf.AUTO_REUSE"])
def test_caveat_5_reused_layers_read_the_first_calls_variables(native, second):
    code, diags = native(REUSED.replace("SECOND", second))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    made = [line.split(" = ")[0] for line in code.splitlines() if "tf.Variable(" in line]
    assert made == ["D_dense_kernel", "D_dense_bias", "D_dense_1_kernel", "D_dense_1_bias"]  # (made once, TF1's names)
    assert code.count("tf.nn.bias_add(tf.matmul(ra, D_dense_kernel), D_dense_bias)") == 1 and code.count("tf.nn.bias_add(tf.matmul(rb, D_dense_kernel), D_dense_bias)") == 1
    assert "tf.nn.bias_add(tf.matmul(rb, D_dense_1_kernel), D_dense_1_bias)" in code
    assert "disc(" not in code and "variable_scope" not in code


@pytest.mark.parametrize("src", [
    pytest.param(REUSED.replace("SECOND", "False"), id="entered again without reuse: TF1 raised, the variable exists"),
    pytest.param(REUSED.replace("ra = disc(a)\n", "ra = a\n").replace("SECOND", "True"), id="reuse=True of layers never made"),
    pytest.param(REUSED.replace("SECOND", "flag").replace("import numpy as np\n", "import numpy as np\nflag = input() == 'y'\n"),
                 id="reuse not known statically"),
])
def test_caveat_5_refused(refused, src):
    refused(src, "layers" if "flag" not in src else "variables")


def test_caveat_5_default_names_restart_when_a_scope_is_entered_again(native):
    # TF1 closes the sub-scopes of a scope it enters: the reused copy's layers are D/dense, D/dense_1
    src = REUSED.replace("SECOND", "True").replace("rb = disc(b, reuse=True)\n", "rb = disc(b, reuse=True)\nrc = disc(a, reuse=True)\n")
    src = src.replace("tf.reduce_mean(ra - rb)", "tf.reduce_mean(ra - rb + rc)")
    code, diags = native(src)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert code.count("tf.Variable(") == 4 and "tf.nn.bias_add(tf.matmul(rc, D_dense_1_kernel), D_dense_1_bias)" in code


def test_units_of_int_arithmetic(native):
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 2])\ny = tf.layers.dense(x, units=2 * 2 * 8)\n"
                         "with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n    print(s.run(y, {x: [[1.0, 2.0]]}))\n")
    assert [str(d) for d in diags if d.severity == "warning"] == [] and "([2, 32], dtype=tf.float32)" in code


PLAIN_FUNCTION = """
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])


def leakyrelu(v, *rest):
    BODY


h = tf.layers.dense(x, 3)
y = leakyrelu(tf.layers.dense(h, 1))
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    print(s.run(y, {x: [[1.0, 2.0]]}), [v.name for v in tf.trainable_variables()])
"""


def test_a_module_function_of_plain_ops_makes_no_hidden_variables(native):
    code, diags = native(PLAIN_FUNCTION.replace("BODY", "return 0.5 * (1 + 0.2) * v + 0.5 * (1 - 0.2) * abs(v)"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "[v.name for v in [dense_kernel, dense_bias, dense_1_kernel, dense_1_bias]]" in code


def test_a_module_function_making_a_variable_still_hides_it(refused):
    refused(PLAIN_FUNCTION.replace("BODY", "w = tf.Variable(1.0)\n    return v * w"), "layers")


@pytest.mark.parametrize("layer, line", [
    pytest.param("{v} = tf.contrib.layers.fully_connected(x, 1)", 6, id="slim fully_connected"),
    pytest.param("cell = tf.nn.rnn_cell.GRUCell(1)\n    {v}, st = tf.nn.dynamic_rnn(cell, tf.reshape(x, [-1, 1, 3]), dtype=tf.float32)", 8,
                 id="an RNN"),
])
def test_caveat_5_other_variable_makers_under_reuse_are_refused(refused, layer, line):
    src = ("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 3])\n"
           f"with tf.variable_scope('D'):\n    {layer.format(v='a')}\nwith tf.variable_scope('D', reuse=True):\n    {layer.format(v='b')}\n"
           "with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n    print(s.run(a + b, {x: [[1.0, 2.0, 3.0]]}))\n")
    refused(src, "layers", line)


VARIABLE_LOOP = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
t = tf.placeholder(tf.bool)
with tf.variable_scope("gen"):
    h = tf.layers.batch_normalization(tf.layers.dense(x, 2), training=t)
y = tf.layers.dense(h, 1)
gen_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="gen")
updates = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
LINES
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: np.ones((1, 3)), t: False}).shape)
"""


def test_a_loop_printing_the_names_and_shapes_of_a_variable_list_stays_python(native):
    # (blind pass 5's DCGAN: ``for v in gen_vars: print('  ', v.name, v.get_shape().as_list())``)
    code, diags = native(VARIABLE_LOOP.replace("LINES", "for v in gen_vars:\n    print(v.name, v.get_shape().as_list(), v.shape)\n"
                                               "print('updates: %d' % len(updates))"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "for v in gen_vars:\n    print(v.name, v.get_shape().as_list(), v.shape)" in code
    assert "print('updates: %d' % 2)" in code  # (the length of TF1's list, known while building)


@pytest.mark.parametrize("lines", [
    pytest.param("for v in gen_vars:\n    print(v.dtype)", id="dtype: TF1 says float32_ref"),
    pytest.param("for v in gen_vars:\n    print(v)", id="the variable object"),
    pytest.param("for v in gen_vars:\n    v.assign(v * 2)", id="not a print: TF1 only built an op"),
    pytest.param("for v in gen_vars:\n    print(v.name, y)", id="another graph value"),
])
def test_other_loops_over_variable_lists_are_refused(refused, lines):
    refused(VARIABLE_LOOP.replace("LINES", lines), "graph")
