"""compat_v1.graph.LegacyGraph: graph context, session, initialisation, names in run().

Test module for compat_v1/graph.py.
"""
import collections

import numpy as np
import pytest
import tensorflow as tf

from compat_v1 import LegacyGraph, TensorNameError

tf1 = tf.compat.v1


def test_context_makes_the_graph_default_and_never_switches_eager_mode():
    assert tf.executing_eagerly()
    with LegacyGraph() as lg:
        assert tf1.get_default_graph() is lg.graph
        with lg:  # re-entrant
            assert tf1.get_default_graph() is lg.graph
        assert tf1.get_default_graph() is lg.graph
        assert lg._session is None or not lg.session._closed
    assert tf.executing_eagerly()
    assert tf1.get_default_graph() is not lg.graph


def test_session_is_closed_on_exit():
    with LegacyGraph() as lg:
        tf.constant(1.0, name="one")
        assert lg.run("one") == 1.0
        session = lg.session
    assert session._closed


def test_run_any_fetch_structure_with_names_and_name_feeds():
    Pair = collections.namedtuple("Pair", "a b")
    with LegacyGraph() as lg:
        x = tf1.placeholder(tf.float64, [3], name="x")
        with tf.name_scope("scope"):
            tf.multiply(x, 2.0, name="h")
        total = tf.reduce_sum(x, name="total")
        xv = np.array([1.0, 2.0, 3.0])
        out = lg.run({"h": "scope/h", "pair": Pair("h:0", [total, ("x", "total:0")])},
                     feed_dict={"x": xv})
    assert set(out) == {"h", "pair"} and isinstance(out["pair"], Pair)
    np.testing.assert_array_equal(out["h"], 2 * xv)
    np.testing.assert_array_equal(out["pair"].a, 2 * xv)
    assert out["pair"].b[0] == 6.0
    np.testing.assert_array_equal(out["pair"].b[1][0], xv)
    assert out["pair"].b[1][1] == 6.0


def test_operations_by_name_run_and_give_none():
    with LegacyGraph() as lg:
        v = tf1.get_variable("v", initializer=1.0)
        inc = tf.group(tf1.assign_add(v, 1.0), name="increment")
        assert lg.run(["increment"]) == [None]
        assert lg.run({"again": inc}) == {"again": None}
        assert lg.run("v") == 3.0  # a variable's name fetches its value


def test_variables_are_initialised_automatically_once():
    with LegacyGraph() as lg:
        v = tf1.get_variable("v", initializer=tf.constant([1.0, 2.0]))
        np.testing.assert_array_equal(lg.run(v), [1.0, 2.0])
        lg.run(tf1.assign(v, [5.0, 6.0]))
        w = tf1.get_variable("w", initializer=tf.constant(7.0))  # a new variable later
        out = lg.run([v, w])
    np.testing.assert_array_equal(out[0], [5.0, 6.0])  # not re-initialised
    assert out[1] == 7.0


def test_restored_values_are_not_overwritten(tmp_path):
    with LegacyGraph() as lg:
        v = tf1.get_variable("v", initializer=tf.constant(1.0))
        saver = tf1.train.Saver()
        lg.run(tf1.assign(v, 42.0))
        path = saver.save(lg.session, str(tmp_path / "ckpt"))
    with LegacyGraph() as lg:
        v = tf1.get_variable("v", initializer=tf.constant(1.0))
        tf1.train.Saver().restore(lg.session, path)
        assert lg.run(v) == 42.0


def test_initialize_force_resets_and_auto_init_can_be_off():
    with LegacyGraph(auto_init=False) as lg:
        v = tf1.get_variable("v", initializer=tf.constant(1.0))
        with pytest.raises(tf.errors.FailedPreconditionError):
            lg.run(v)
        assert lg.initialize() == [v]
        lg.run(tf1.assign(v, 3.0))
        assert lg.initialize() == []
        assert lg.run(v) == 3.0
        lg.initialize(force=True)
        assert lg.run(v) == 1.0


def test_seed_makes_random_ops_repeatable():
    values = []
    for _ in range(2):
        with LegacyGraph(seed=3) as lg:
            values.append(lg.run(tf1.random_normal([3])))
    np.testing.assert_array_equal(values[0], values[1])


def test_names_miss_in_run_and_feed_dict_suggest_close_names():
    with LegacyGraph() as lg:
        tf1.placeholder(tf.float32, [], name="inputs")
        tf.constant(1.0, name="logits")
        with pytest.raises(TensorNameError, match="Closest names: 'logits:0'"):
            lg.run("logit")
        with pytest.raises(TensorNameError, match="'inputs:0'"):
            lg.run("logits", feed_dict={"input": 1.0})
        assert lg.tensor("logits").name == "logits:0"
        assert lg.operation("inputs:0").type == "Placeholder"


def test_wraps_an_existing_graph():
    g = tf.Graph()
    with g.as_default():
        tf.constant(2.0, name="two")
    with LegacyGraph(g) as lg:
        assert lg.graph is g and lg.run("two") == 2.0
