"""Functions that run a session they are given, and model-class methods, inlined at their calls
(strings in, strings out; no TensorFlow import).

The end-to-end checks (both eras run and print the same values) are the goldens
``class_methods.py`` and ``session_function_arguments.py`` in the fixture equivalence suite.
"""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.builder_classes import methods_as_functions
from migrate.source.native.session_functions import inline_session_functions


def _module(src: str) -> cst.Module:
    return cst.parse_module(textwrap.dedent(src).lstrip("\n"))


def inline(src: str) -> str:
    module = _module(src)
    return inline_session_functions(module, ImportTable.from_module(module)).code


def hoist_methods(src: str):
    module = _module(src)
    new, made = methods_as_functions(module, ImportTable.from_module(module))
    return new.code, made


def native(src: str):
    new, diags = convert_module(_module(src), "snippet.py")
    return new.code, diags


GRAPH = """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [])
        loss = x * 2.0
"""


def test_whole_statement_calls_bind_parameters_and_rename_the_returned_name_to_the_target():
    assert inline(GRAPH + '''
        def evaluate(sess, value):
            """Loss at value."""
            result = sess.run(loss, feed_dict={x: value})
            return result


        with tf.Session() as s:
            # before training
            first = evaluate(s, 1.0)
        ''') == textwrap.dedent(GRAPH).lstrip("\n") + textwrap.dedent('''

        with tf.Session() as s:
            # before training
            value = 1.0
            first = s.run(loss, feed_dict={x: value})
        ''')


def test_a_call_inside_a_statement_is_hoisted_before_it_and_keeps_the_returned_name():
    assert inline(GRAPH + '''
        def evaluate(sess):
            out = sess.run(loss, feed_dict={x: 3.0})
            return out


        with tf.Session() as sess:

            print("loss", evaluate(sess))
        ''').endswith(textwrap.dedent('''
        with tf.Session() as sess:

            out = sess.run(loss, feed_dict={x: 3.0})
            print("loss", out)
        '''))


def test_an_expression_result_gets_a_result_name_and_second_copies_get_fresh_locals():
    code = inline(GRAPH + '''
        def run_twice(sess, v):
            for _ in range(2):
                total = sess.run(loss, {x: v})
            return total * 2


        with tf.Session() as sess:
            print(run_twice(sess, 1.0))
            print(run_twice(sess, 2.0))
        ''')
    assert code.endswith(textwrap.dedent('''
        with tf.Session() as sess:
            v = 1.0
            for _ in range(2):
                total = sess.run(loss, {x: v})
            run_twice_result = total * 2
            print(run_twice_result)
            v_1 = 2.0
            for _ in range(2):
                total_1 = sess.run(loss, {x: v_1})
            run_twice_result_1 = total_1 * 2
            print(run_twice_result_1)
        '''))


def test_session_functions_calling_each_other_are_inlined_innermost_first():
    code = inline(GRAPH + '''
        def step(sess, v):
            return sess.run(loss, {x: v})


        def train(sess, n):
            out = []
            for i in range(n):
                out.append(step(sess, float(i)))
            return out


        with tf.Session() as sess:
            history = train(sess, 3)
        ''')
    assert "def " not in code
    assert code.endswith(textwrap.dedent('''
        with tf.Session() as sess:
            n = 3
            history = []
            for i in range(n):
                v = float(i)
                step_result = sess.run(loss, {x: v})
                history.append(step_result)
        '''))


def test_a_module_session_read_by_a_function_counts_as_its_session():
    code = inline(GRAPH + '''
        sess = tf.Session()


        def predict(v):
            return sess.run(loss, {x: v})


        print(predict(4.0))
        ''')
    assert "def predict" not in code and code.endswith("v = 4.0\npredict_result = sess.run(loss, {x: v})\nprint(predict_result)\n")


def test_calls_inside_another_functions_body_are_inlined_there():
    code = inline(GRAPH + '''
        def evaluate(sess):
            return sess.run(loss, {x: 1.0})


        def main():
            with tf.Session() as sess:
                print(evaluate(sess))


        main()
        ''')
    assert "def evaluate" not in code
    assert "    with tf.Session() as sess:\n        evaluate_result = sess.run(loss, {x: 1.0})\n        print(evaluate_result)\n" in code


EVALUATE = GRAPH + '''
        ok = True


        def helper():
            return 1


        def evaluate(sess):
            return sess.run(loss, {x: 1.0})


        with tf.Session() as sess:
            SITE
        '''


@pytest.mark.parametrize("site, hoisted", [
    pytest.param("print(evaluate(sess), evaluate(sess))", "evaluate_result = sess.run(loss, {x: 1.0})\n"
                 "    evaluate_result_1 = sess.run(loss, {x: 1.0})\n    print(evaluate_result, evaluate_result_1)\n",
                 id="two calls in one statement: both, in order"),
    pytest.param("print(evaluate(sess), helper())", "evaluate_result = sess.run(loss, {x: 1.0})\n"
                 "    print(evaluate_result, helper())\n", id="a function of the file runs after the call"),
])
def test_calls_evaluated_before_anything_else_that_runs_are_hoisted(site, hoisted):
    code = inline(EVALUATE.replace("SITE", site))
    assert "def evaluate" not in code and code.endswith("with tf.Session() as sess:\n    " + hoisted)


@pytest.mark.parametrize("site", [
    pytest.param("print(ok and evaluate(sess))", id="under and/or"),
    pytest.param("print(evaluate(sess) if ok else 0)", id="under if-else"),
    pytest.param("print([evaluate(sess) for _ in range(2)])", id="in a comprehension"),
    pytest.param("f = lambda: evaluate(sess)", id="in a lambda"),
    pytest.param("print(helper(), evaluate(sess))", id="a function of the file runs in the same statement"),
    pytest.param("print(sess.run(loss, {x: 0.0}), evaluate(sess))", id="the session runs in the same statement"),
    pytest.param("while evaluate(sess) > 1:\n                pass", id="in a loop condition"),
    pytest.param("callbacks = [evaluate]", id="the function passed as a value"),
    pytest.param("print(evaluate(other))", id="something else than a session passed"),
    pytest.param("a = 1; b = evaluate(sess)", id="two statements on a line"),
])
def test_functions_with_a_call_that_cannot_take_the_body_are_left_as_they_are(site):
    src = EVALUATE.replace("SITE", site)
    assert inline(src) == textwrap.dedent(src).lstrip("\n")


@pytest.mark.parametrize("body", [
    pytest.param("    if v > 0:\n        return 0.0\n    return sess.run(loss, {x: v})", id="early return"),
    pytest.param("    yield sess.run(loss, {x: v})", id="generator"),
    pytest.param("    global count\n    count = sess.run(loss, {x: v})", id="global statement"),
    pytest.param("    def inner():\n        return v\n    return sess.run(loss, {x: inner()})", id="nested function"),
    pytest.param("    with tf.Session() as own:\n        return own.run(loss, {x: v})", id="opens its own session"),
])
def test_functions_that_inlining_would_change_are_left_as_they_are(body):
    src = textwrap.dedent(GRAPH).lstrip("\n") + "\n\ndef evaluate(sess, v):\n" + body + "\n\n\nwith tf.Session() as sess:\n    r = evaluate(sess, 1.0)\n"
    assert inline(src) == src


def test_a_caller_local_that_shadows_a_name_the_function_reads_keeps_the_function():
    src = GRAPH + '''
        def evaluate(sess):
            return sess.run(loss, {x: 1.0})


        def main():
            loss = None
            with tf.Session() as sess:
                print(evaluate(sess), loss)
        '''
    assert inline(src) == textwrap.dedent(src).lstrip("\n")


def test_graph_objects_passed_as_arguments_convert_natively():
    """The planner keeps a function the session is passed to only when it fetches module
    objects; with the graph objects as arguments the file used to be a whole-file island."""
    code, diags = native('''
        import numpy as np
        import tensorflow as tf


        def train(sess, op, loss, x, steps):
            for i in range(steps):
                _, l = sess.run([op, loss], feed_dict={x: np.ones([2, 1], np.float32)})
            return l


        x = tf.placeholder(tf.float32, [None, 1])
        w = tf.Variable([[2.0]], name="w")
        loss = tf.reduce_sum(tf.matmul(x, w))
        op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(train(sess, op, loss, x, 3))
        ''')
    assert [str(d) for d in diags] == []
    assert "Session" not in code and "def train" not in code
    assert code.endswith("steps = 3\nfor i in range(steps):\n    _, l = run_op_loss(x=np.ones([2, 1], np.float32))\nprint(l)\n")


def test_a_function_that_only_runs_the_session_on_module_objects_is_still_kept():
    code, diags = native(GRAPH + '''
        def show(label, s, value):
            print(label, s.run(loss, feed_dict={x: value}))


        with tf.Session() as sess:
            show("a", sess, 1.0)
        ''')
    assert not diags and "def show(label, value):\n    print(label, run_loss(x=value))\n" in code


CLASS = '''
import tensorflow as tf


class Model(object):
    def __init__(self, lr=0.1):
        self.x = tf.placeholder(tf.float32, [None, 1])
        self.w = tf.Variable([[1.0]], name="w")
        self.loss = tf.reduce_sum(tf.matmul(self.x, self.w))
        self.train_op = tf.train.GradientDescentOptimizer(lr).minimize(self.loss)

    def step(self, sess, xs):
        _, l = sess.run([self.train_op, self.loss], {self.x: xs})
        return l
METHODS

model = Model()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(model.step(sess, [[1.0]]))
CALLS'''


def test_methods_become_functions_of_the_instance_and_calls_pass_it():
    code, made = hoist_methods(CLASS.replace("METHODS", "").replace("CALLS", ""))
    assert made == {"model_step"}
    assert "\n\n\ndef model_step(self, sess, xs):\n    _, l = sess.run([self.train_op, self.loss], {self.x: xs})\n" in code
    assert "    print(model_step(model, sess, [[1.0]]))\n" in code
    assert "    def step" not in code


def test_a_model_class_with_session_methods_converts_natively():
    code, diags = native(CLASS.replace("METHODS", '''
    def predict(self, sess, xs):
        return sess.run(self.loss, {self.x: xs})
''').replace("CALLS", "    print(model.predict(sess, [[2.0]]))\n"))
    assert [str(d) for d in diags] == []
    assert "class Model" not in code and "Session" not in code
    assert code.endswith("xs = [[1.0]]\n_, l = run_train_op_loss(x=xs)\nprint(l)\nxs_1 = [[2.0]]\nmodel_predict_result = run_loss(x=xs_1)\nprint(model_predict_result)\n")


@pytest.mark.parametrize("methods, calls", [
    pytest.param("    def bump(self):\n        self.count = 1\n", "model.bump()\n", id="a method stores into self"),
    pytest.param("    def twice(self, sess, xs):\n        return [self.step, 0]\n", "", id="a method read through self without a call"),
    pytest.param("    @property\n    def weights(self):\n        return self.w\n", "", id="a decorated method"),
    pytest.param("    def __call__(self, sess, xs):\n        return self.step(sess, xs)\n", "", id="a special method"),
    pytest.param("", "f = model.step\n", id="a method read without a call"),
    pytest.param("    def other(self):\n        return self.missing\n", "", id="an attribute __init__ does not set"),
])
def test_classes_whose_methods_are_not_plain_functions_of_the_instance_are_left_alone(methods, calls):
    src = CLASS.replace("METHODS", "\n" + methods if methods else "").replace("CALLS", calls)
    code, made = hoist_methods(src)
    assert made == set() and code == src.lstrip("\n")


def test_a_class_whose_methods_do_not_all_inline_stays_a_class():
    """A method that runs no session is not inlined: the methods stay where they were (the
    file is then refused as before)."""
    code, diags = native(CLASS.replace("METHODS", '''
    def describe(self):
        if self.w is None:
            return "empty"
        return "model"
''').replace("CALLS", "    print(model.describe())\n"))
    assert "# tf1to2: compat" in code and "    def describe(self):" in code
    assert any(d.severity == "warning" for d in diags)


def test_a_method_returning_an_expression_is_substituted_where_it_is_called():
    """``feed_dict=model.feed(xs, ys)`` (a method building the feed) inside a function that
    gets the session and the model: the method's expression replaces the call, the function
    is inlined, the class becomes locals (unseen red-team script 12c/s01: EQUIVALENT)."""
    src = CLASS.replace("METHODS", '''
    def feed(self, xb):
        return {self.x: xb}


def fit(sess, m, data):
    _, l = sess.run([m.train_op, m.loss], feed_dict=m.feed(data))
    return l
''').replace("CALLS", "    print(fit(sess, model, [[3.0]]))\n")
    code, diags = native(src)
    assert [str(d) for d in diags] == []
    assert "def fit" not in code and "class Model" not in code
    assert code.endswith("data = [[3.0]]\n_, fit_result = run_train_op_loss(x=data)\nprint(fit_result)\n")


@pytest.mark.parametrize("arg", [
    pytest.param("np.ones([1, 1])", id="a call as argument"),
    pytest.param("[[1.0]] * 2", id="an expression as argument"),
])
def test_an_expression_method_with_an_argument_that_is_not_a_plain_value_is_hoisted(arg):
    """Not substituted (the argument would be evaluated where the parameter is read, maybe
    twice): the call is hoisted before the statement like a session method's."""
    code, diags = native(CLASS.replace("METHODS", '''
    def feed(self, xb):
        return {self.x: xb, self.x: xb}
''').replace("CALLS", f"    print(sess.run(model.loss, feed_dict=model.feed({arg})))\n"))
    assert [str(d) for d in diags] == []
    assert code.endswith(f"xb = {arg}\nmodel_feed_result = {{\"x\": xb, \"x\": xb}}\nprint(run_loss(**model_feed_result))\n")


def test_methods_calling_methods_through_self_and_a_class_owning_its_session_convert():
    """The PINN layout (Raissi et al.): ``__init__`` builds the graph through ``self.net_u(...)``
    / ``self.net_f(...)`` and opens ``self.sess``; ``train``/``predict`` run ``self.sess``
    (unseen red-team script 12d/s25: EQUIVALENT). The golden pinn_class.py checks the numbers."""
    code, diags = native('''
import tensorflow as tf


class Net(object):
    def __init__(self, x):
        self.x = x
        self.t = tf.placeholder(tf.float32, [None, 1])
        self.w = tf.Variable([[0.5]])
        self.u = self.net_u(self.t)
        self.f = self.net_f(self.t)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def net_u(self, t):
        return tf.matmul(t, self.w) ** 2

    def net_f(self, t):
        u = self.net_u(t)
        u_t = tf.gradients(u, t)[0]
        return u_t - u

    def predict(self):
        return self.sess.run([self.u, self.f], {self.t: self.x})


net = Net([[1.0], [2.0]])
print(net.predict())
''')
    assert [str(d) for d in diags] == []
    assert "class Net" not in code and "Session" not in code and "def net_" not in code
    assert "    u = tf.matmul(t, w) ** 2\n    with tf.GradientTape() as tape:\n        tape.watch(t)\n        u_1 = tf.matmul(t, w) ** 2\n" in code
    assert code.endswith("\n\n\nprint(run_u_f(t=x_attr))\n")


@pytest.mark.parametrize("args, converts", [
    pytest.param("config=tf.ConfigProto(allow_soft_placement=True, log_device_placement=False)", True, id="a ConfigProto"),
    pytest.param("graph=tf.get_default_graph()", False, id="a graph"),
    pytest.param("'grpc://localhost:2222'", False, id="a target"),
    pytest.param("config=cfg", False, id="a config bound elsewhere"),
])
def test_a_session_with_only_a_config_proto_converts_with_a_note(args, converts):
    code, diags = native(GRAPH + f'''
        cfg = None
        with tf.Session({args}) as sess:
            print(sess.run(loss, {{x: 1.0}}))
        ''')
    if converts:
        assert [(d.severity, d.rule) for d in diags] == [("info", "sessions")] and "ConfigProto" in diags[0].reason
        assert "Session" not in code and "print(run_loss(x=1.0))" in code
    else:
        assert "# tf1to2: compat" in code


def test_a_builder_returning_a_dict_with_a_list_value_resolves_its_keys():
    """``return {"x": x, "params": [w1, w2]}``: the list is bound to a name first so every
    ``model["key"]`` becomes a name (unseen red-team script 14f/s13: EQUIVALENT)."""
    code, diags = native('''
import tensorflow as tf


def build():
    x = tf.placeholder(tf.float32, [None, 1])
    w1 = tf.Variable([[2.0]])
    out = tf.matmul(x, w1)
    return {"x": x, "out": out, "params": [w1]}


model = build()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(model["out"], {model["x"]: [[1.0]]}), sess.run(model["params"][0]))
''')
    assert [str(d) for d in diags] == []
    assert "params = [w1]\n" in code and "print(run_out(x=[[1.0]]), params[0].numpy())" in code


def test_parameters_bound_to_items_of_a_dict_read_the_items():
    """``train(sess, op, model["loss"], model["x"])``: the parameters are the items (no alias
    statements the planner would see as graph names rebound inside the session block)."""
    code = inline(GRAPH + '''
        model = {"loss": loss, "x": x}


        def evaluate(sess, l, inp):
            return sess.run(l, {inp: 1.0})


        with tf.Session() as sess:
            print(evaluate(sess, model["loss"], model["x"]))
        ''')
    assert code.endswith('    evaluate_result = sess.run(model["loss"], {model["x"]: 1.0})\n    print(evaluate_result)\n')


def test_two_copies_of_a_method_inlined_in_one_scope_get_distinct_locals():
    """The copies of ``nn`` inlined into ``__init__`` through ``net_u`` and ``net_f`` share nodes
    with the function; locals are renamed by the scope's statements, not node identity."""
    code, diags = native('''
import tensorflow as tf


class Net(object):
    def __init__(self):
        self.t = tf.placeholder(tf.float32, [None, 1])
        self.w = tf.Variable([[0.5]])
        self.u = self.net_u(self.t)
        self.f = self.net_f(self.t)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def nn(self, X):
        H = X * 2.0
        for i in range(2):
            H = tf.tanh(H * self.w)
        return H + 0.0

    def net_u(self, t):
        return self.nn(tf.concat([t, t], 1))

    def net_f(self, t):
        u = self.net_u(t)
        return tf.gradients(u, t)[0]

    def predict(self, x):
        return self.sess.run([self.u, self.f], {self.t: x})


net = Net()
print(net.predict([[1.0], [2.0]]))
''')
    assert [str(d) for d in diags] == []
    assert "H = H_loop(H, w)\n" in code and "H_1 = H_loop(H_1, w)\n" in code


def test_a_session_function_returning_a_dict_of_run_results_is_assigned_as_a_dict():
    """``return {"loss": sess.run(...), ...}`` (red-team 14f/s30, EQUIVALENT): the dict is built
    at the call as the function built it, not split into names."""
    code = inline(GRAPH + '''
        def summarize(sess):
            return {"loss": sess.run(loss, {x: 1.0}), "n": 1}


        with tf.Session() as sess:
            s = summarize(sess)
            print(s["loss"])
        ''')
    assert code.endswith('    s = {"loss": sess.run(loss, {x: 1.0}), "n": 1}\n    print(s["loss"])\n')


@pytest.mark.parametrize("fold", [
    pytest.param("        optimizer = optimizer or tf.train.GradientDescentOptimizer(0.1)\n", id="p = p or E"),
    pytest.param("        if optimizer is None:\n            optimizer = tf.train.GradientDescentOptimizer(0.1)\n", id="if p is None"),
])
def test_a_none_default_replaced_first_thing_is_the_replacement(fold):
    """``optimizer=None`` then ``optimizer = optimizer or make()`` in ``__init__``; a dotted
    module default (``transfer=tf.nn.softplus``) is the same value at the call (red-team
    14f/s05: EQUIVALENT)."""
    code, diags = native('''
import tensorflow as tf


class AE(object):
    def __init__(self, transfer=tf.nn.softplus, optimizer=None):
        self.x = tf.placeholder(tf.float32, [None, 1])
        self.w = tf.Variable([[1.0]])
        self.h = transfer(tf.matmul(self.x, self.w))
        self.cost = tf.reduce_sum(self.h)
FOLD        self.train = optimizer.minimize(self.cost)

    def fit(self, sess, X):
        return sess.run([self.cost, self.train], {self.x: X})[0]


ae = AE()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(ae.fit(sess, [[1.0]]))
'''.replace("FOLD", fold))
    assert [str(d) for d in diags] == []
    assert "optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)\n" in code and "is None" not in code
    assert "h = tf.nn.softplus(tf.matmul(x, w))" in code


def test_a_build_method_called_by_init_is_inlined_there_with_its_stores_into_self():
    """``__init__`` calling ``self._build()`` (which sets ``self.x``, ``self.loss``...) once, as
    a statement: the method's body is ``__init__``'s (red-team 15g/s08's first reason)."""
    src = CLASS.replace("""    def __init__(self, lr=0.1):
        self.x""", """    def __init__(self, lr=0.1):
        self.lr = lr
        self._build()

    def _build(self):
        lr = self.lr
        self.x""").replace("METHODS", "").replace("CALLS", "")
    code, made = hoist_methods(src)
    assert made == {"model_step"} and "def _build" not in code
    assert "        self.lr = lr\n        lr_1 = self.lr\n        self.x = tf.placeholder" in code
    code, diags = native(src)
    assert [str(d) for d in diags] == [] and "class Model" not in code


def test_build_methods_called_inside_scopes_of_init_are_inlined_there():
    """MorvanZhou's LSTM regression: ``with tf.variable_scope('in_hidden'): self.add_input_layer()``
    (blind pass 6): the helper is inlined inside the ``with`` block."""
    src = CLASS.replace("""    def __init__(self, lr=0.1):
        self.x = tf.placeholder(tf.float32, [None, 1])
        self.w = tf.Variable([[1.0]], name="w")
        self.loss""", """    def __init__(self, lr=0.1):
        self.x = tf.placeholder(tf.float32, [None, 1])
        with tf.variable_scope("layer"):
            self.add_weights()
        self.loss""").replace("METHODS", """
    def add_weights(self):
        self.w = tf.get_variable("w", initializer=tf.constant([[1.0]]))
""").replace("CALLS", "")
    code, made = hoist_methods(src)
    assert made == {"model_step"} and "def add_weights" not in code
    assert '        with tf.variable_scope("layer"):\n            self.w = tf.get_variable("w", initializer=tf.constant([[1.0]]))\n' in code
    code, diags = native(src)
    assert [str(d) for d in diags] == [] and "class Model" not in code and 'name="layer/w"' in code


def test_a_build_method_also_called_elsewhere_is_not_inlined_into_init():
    src = CLASS.replace("""    def __init__(self, lr=0.1):
        self.x""", """    def __init__(self, lr=0.1):
        self.reset()
        self.x""").replace("METHODS", "\n    def reset(self):\n        self.count = 0\n").replace("CALLS", "    model.reset()\n")
    code, made = hoist_methods(src)
    assert made == set() and "    def reset(self):" in code


def test_a_flag_parameter_bound_to_true_picks_its_branch_of_a_conditional():
    """``fetches = [loss, op] if train else [loss]`` in a method called ``step(sess, x, True)``:
    ``train`` is ``True`` at that call, so the copy holds the branch Python takes."""
    code = inline(GRAPH + '''
        def step(sess, v, train):
            fetches = [loss, loss * 2.0] if train else [loss]
            return sess.run(fetches, {x: v})


        with tf.Session() as sess:
            a = step(sess, 1.0, True)
            b = step(sess, 1.0, False)
        ''')
    assert "    fetches = [loss, loss * 2.0]\n" in code and "    fetches_1 = [loss]\n" in code and " if " not in code


def test_a_local_the_caller_also_uses_is_renamed_in_the_first_copy_too():
    """The Udacity LeNet lab: ``evaluate``'s local ``num_examples`` and the training loop's
    module-level ``num_examples``. The first copy kept the name (the function's own uses were
    subtracted from the module's count twice), so the next epoch's loop ran over the
    validation set's length (measured: 'Last batch loss' 1.9938 vs 2.1367, DIFFERENT)."""
    code = inline(GRAPH + '''
        def evaluate(sess, data):
            num_examples = len(data)
            return sess.run(loss, feed_dict={x: float(num_examples)})


        with tf.Session() as s:
            num_examples = 3
            for i in range(num_examples):
                acc = evaluate(s, [1.0])
        ''')
    assert "    num_examples = 3\n    for i in range(num_examples):\n        data = [1.0]\n        num_examples_1 = len(data)\n" in code, code


DEFAULT_SESSION = GRAPH + '''
        def evaluate(values, scale=1.0):
            total = 0.0
            sess = tf.get_default_session()
            for v in values:
                total += sess.run(loss, feed_dict={x: v * scale})
            return total


        with tf.Session() as s:
            print(evaluate([1.0, 2.0]))
        with tf.Session() as t:
            print(evaluate([3.0], scale=2.0))
        '''


def test_a_function_fetching_the_default_session_is_given_the_session_of_its_calls():
    """The Udacity LeNet lab's ``evaluate`` (``sess = tf.get_default_session()``): each call
    under ``with tf.Session() as S`` passes ``S`` by keyword (after a defaulted parameter the
    new one gets a default too), so it is a session function the converter inlines."""
    from migrate.source.native.default_sessions import pass_default_sessions

    module = _module(DEFAULT_SESSION)
    code = pass_default_sessions(module, ImportTable.from_module(module)).code
    assert "def evaluate(values, scale=1.0, sess=None):\n    total = 0.0\n    for v in values:" in code
    assert "print(evaluate([1.0, 2.0], sess=s))" in code and "print(evaluate([3.0], scale=2.0, sess=t))" in code
    converted, diags = native(DEFAULT_SESSION)
    assert [str(d) for d in diags if d.severity == "warning"] == [] and "get_default_session" not in converted


@pytest.mark.parametrize("use", [
    pytest.param("print(evaluate([1.0]))\n", id="a call outside any session block"),
    pytest.param("f = evaluate\n", id="the function used as a value"),
])
def test_default_session_functions_used_otherwise_are_left_as_written(use):
    from migrate.source.native.default_sessions import pass_default_sessions

    module = _module(DEFAULT_SESSION.rstrip(" ") + textwrap.indent(use, " " * 8))
    assert pass_default_sessions(module, ImportTable.from_module(module)) is module


def test_a_default_session_call_in_a_one_line_suite_is_given_the_session_too():
    """``if verbose: print(evaluate(...))`` on one line: the call is found there (missed, the
    function would have taken a session parameter this call does not pass: TypeError)."""
    from migrate.source.native.default_sessions import pass_default_sessions

    src = DEFAULT_SESSION.replace("    print(evaluate([1.0, 2.0]))", "    if True: print(evaluate([1.0, 2.0]))")
    module = _module(src)
    code = pass_default_sessions(module, ImportTable.from_module(module)).code
    assert "if True: print(evaluate([1.0, 2.0], sess=s))" in code


AS_DEFAULT = '''
    import numpy as np
    import tensorflow as tf
    x = tf.placeholder(tf.float32, [None, 2])
    w = tf.Variable(tf.ones([2, 1]))
    loss = tf.reduce_sum(tf.matmul(x, w))
    session_conf = tf.ConfigProto(allow_soft_placement=True)
    sess = tf.Session(config=session_conf)
    with sess.as_default():
        sess.run(tf.global_variables_initializer())
        print(loss.eval(feed_dict={x: np.ones((2, 2))}))
        print(w.eval())
        print(loss.eval({x: np.ones((1, 2))}, sess))
    '''


def test_a_session_made_default_around_the_program_is_its_block_spliced():
    """Denny Britz's text CNN: ``sess = tf.Session(config=...)`` then ``with
    sess.as_default():`` around everything. The block is spliced into its own, each ``eval``
    without a session given ``session=sess`` (a positional one left alone: the first positional
    is a feed for a tensor, a session for a variable); the converter then models the plain
    session (it refused the block: "the session 'sess' is used other than by sess.run")."""
    from migrate.source.native.default_sessions import unwrap_session_defaults

    module = _module(AS_DEFAULT)
    code = unwrap_session_defaults(module, ImportTable.from_module(module)).code
    assert "with" not in code and "\nsess.run(tf.global_variables_initializer())\n" in code
    assert "print(loss.eval(feed_dict={x: np.ones((2, 2))}, session=sess))" in code
    assert "print(w.eval(session=sess))" in code and "print(loss.eval({x: np.ones((1, 2))}, sess))" in code
    converted, diags = native(AS_DEFAULT.replace("        print(loss.eval({x: np.ones((1, 2))}, sess))\n", ""))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "as_default" not in converted and "Session" not in converted


@pytest.mark.parametrize("change", [
    pytest.param(("sess = tf.Session(config=session_conf)\n", "sess = tf.Session(config=session_conf)\n    sess = make()\n"),
                 id="the session name bound twice"),
    pytest.param(("with sess.as_default():", "with sess.as_default() as s:"), id="with ... as"),
    pytest.param(("with sess.as_default():", "with sess.as_default(), tf.device('/cpu:0'):"), id="another item"),
    pytest.param(("sess = tf.Session(config=session_conf)\n", "sess = make_session()\n"), id="not a session constructor"),
])
def test_as_default_blocks_that_are_not_of_a_session_are_left_as_written(change):
    from migrate.source.native.default_sessions import unwrap_session_defaults

    module = _module(AS_DEFAULT.replace(*change))
    assert unwrap_session_defaults(module, ImportTable.from_module(module)) is module


def test_nested_default_blocks_give_eval_the_innermost_session():
    from migrate.source.native.default_sessions import unwrap_session_defaults

    module = _module('''
        import tensorflow as tf
        a = tf.constant(1.0)
        s1 = tf.Session()
        s2 = tf.Session()
        with s1.as_default():
            print(a.eval())
            with s2.as_default():
                print(a.eval(), tf.get_default_session())
            print(a.eval())
        ''')
    code = unwrap_session_defaults(module, ImportTable.from_module(module)).code
    assert code.endswith("print(a.eval(session=s1))\nprint(a.eval(session=s2), s2)\nprint(a.eval(session=s1))\n"), code


HUNKIM = '''
    import numpy as np
    import tensorflow as tf


    class Model:

        def __init__(self, sess, name):
            self.sess = sess
            self.name = name
            self._build_net()

        def _build_net(self):
            with tf.variable_scope(self.name):
                self.X = tf.placeholder(tf.float32, [None, 3])
                self.Y = tf.placeholder(tf.float32, [None, 1])
                W = tf.get_variable("W", shape=[3, 1], initializer=tf.contrib.layers.xavier_initializer())
                self.logits = tf.matmul(self.X, W)
            self.cost = tf.reduce_mean(tf.square(self.logits - self.Y))
            self.optimizer = tf.train.AdamOptimizer(learning_rate=0.01).minimize(self.cost)

        def predict(self, x_test):
            return self.sess.run(self.logits, feed_dict={self.X: x_test})

        def train(self, x_data, y_data):
            return self.sess.run([self.cost, self.optimizer], feed_dict={self.X: x_data, self.Y: y_data})


    class _Data(object):
        pass


    data = _Data()
    data.train = np.ones((4, 3), np.float32)
    sess = tf.Session()
    m1 = Model(sess, "m1")
    sess.run(tf.global_variables_initializer())
    for epoch in range(2):
        c, _ = m1.train(data.train, np.ones((4, 1)))
        print("cost", c)
    print(m1.predict(data.train[:2]))
    '''


def test_a_model_class_holding_the_session_and_its_scope_name_converts():
    """hunkim's DeepLearningZeroToAll lab-11: ``Model(sess, "m1")`` keeps ``self.sess`` and
    ``self.name`` (read by ``tf.variable_scope(self.name)`` and ``self.sess.run``). They hold
    what the one call passed, so they are read as it (``"m1"``, the module's ``sess``); and
    ``data.train`` (another object's attribute named like the method) no longer stops the
    methods from moving out. The blind script it comes from is EQUIVALENT in 18 values."""
    from migrate.source.native.builder_classes import propagate_constant_attributes

    module = _module(HUNKIM)
    code = propagate_constant_attributes(module, ImportTable.from_module(module)).code
    assert 'with tf.variable_scope("m1"):' in code and "return sess.run(self.logits" in code
    assert "self.sess = sess" not in code and "self.name = name" not in code
    converted, diags = native(HUNKIM)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "Session" not in converted and 'name="m1/W"' in converted


@pytest.mark.parametrize("change, kept", [
    pytest.param(('m1 = Model(sess, "m1")', 'm1 = Model(sess, "m1")\n    m2 = Model(sess, "m2")'),
                 "with tf.variable_scope(self.name):", id="two instances"),
    pytest.param(("        def predict(self, x_test):\n", "        def predict(self, x_test):\n            self.name = 'other'\n"),
                 "with tf.variable_scope(self.name):", id="the attribute stored again in a method"),
    pytest.param(('m1 = Model(sess, "m1")', 'm1 = Model(sess, name_of())'), "with tf.variable_scope(self.name):",
                 id="a computed argument"),
    pytest.param(("sess = tf.Session()", "sess = tf.Session()\n    sess = tf.Session()"), "return self.sess.run(self.logits",
                 id="the session name bound twice"),
])
def test_attributes_not_held_constant_are_left_as_written(change, kept):
    """(The read is still of the attribute; the store ``self.<a> = <a>`` stays too.)"""
    from migrate.source.native.builder_classes import propagate_constant_attributes

    assert change[0] in HUNKIM
    module = _module(HUNKIM.replace(*change))
    code = propagate_constant_attributes(module, ImportTable.from_module(module)).code
    assert kept in code
    assert ("self.name = name" if "name" in kept else "self.sess = sess") in code


AUTOENCODER = '''
    import numpy as np
    import tensorflow as tf


    class Autoencoder:
        def __init__(self, input_dim, epoch=3):
            self.epoch = epoch
            x = tf.placeholder(dtype=tf.float32, shape=[None, input_dim])
            with tf.name_scope('encode'):
                weights = tf.Variable(tf.ones([input_dim, 2]), name='weights')
                encoded = tf.nn.tanh(tf.matmul(x, weights))
            self.x = x
            self.encoded = encoded
            self.loss = tf.reduce_mean(tf.square(encoded))
            self.train_op = tf.train.GradientDescentOptimizer(0.1).minimize(self.loss)

        def train(self, data):
            with tf.Session() as sess:
                sess.run(tf.global_variables_initializer())
                for i in range(self.epoch):
                    l, _ = sess.run([self.loss, self.train_op], feed_dict={self.x: data})
                print('loss', l)


    ae = Autoencoder(3)
    ae.train(np.ones((2, 3), np.float32))
    '''


def test_a_method_opening_its_own_session_is_inlined_where_the_module_calls_it():
    """BinRoot's TensorFlow-Book: ``train()`` and ``test()`` each open ``with tf.Session() as
    sess:``. Called as whole statements of the module's scope, each body is inlined there (its
    session block runs once, where the method ran it); ``self.x = x`` of the local placeholder
    ``x`` is read as ``x`` (its copy ``x_attr = x``, fed, was no placeholder to the planner)."""
    converted, diags = native(AUTOENCODER)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "x_attr" not in converted and "Session" not in converted


@pytest.mark.parametrize("change", [
    pytest.param(("    ae.train(np.ones((2, 3), np.float32))\n",
                  "    for k in range(2):\n        ae.train(np.ones((2, 3), np.float32))\n"), id="called in a loop"),
    pytest.param(("    ae.train(np.ones((2, 3), np.float32))\n", "    print(ae.train(np.ones((2, 3), np.float32)))\n"),
                 id="called inside an expression"),
])
def test_a_method_opening_a_session_elsewhere_is_left_to_the_class(change):
    """(A session block of its own is taken only as a whole statement of the module's scope.)"""
    assert change[0] in AUTOENCODER
    module = _module(AUTOENCODER.replace(*change))
    new, hoisted = methods_as_functions(module, ImportTable.from_module(module))
    assert hoisted
    inlined = inline_session_functions(new, ImportTable.from_module(new), also=hoisted)
    assert any(isinstance(s, cst.FunctionDef) and s.name.value == "ae_train" for s in inlined.body)
