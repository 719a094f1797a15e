"""compat_v1.names: the name forms TF1 users write, and what a miss says.

Test module for compat_v1/names.py.
"""
import pytest
import tensorflow as tf

from compat_v1.names import TensorNameError, resolve_operation, resolve_tensor

tf1 = tf.compat.v1


@pytest.fixture
def graph():
    with tf.Graph().as_default() as g:
        x = tf1.placeholder(tf.float32, [2, 3], name="x")
        with tf1.variable_scope("model"):
            w = tf1.get_variable("w", initializer=tf.ones([3, 4]))
            h = tf.matmul(x, w, name="h")
        with tf.name_scope("head"):
            tf.nn.relu(h, name="out")
        with tf.name_scope("tail"):
            tf.nn.relu(h, name="out")
        tf.split(h, 2, axis=1, name="parts")
        tf.no_op(name="train")
    return g


@pytest.mark.parametrize("name", ["model/h", "model/h:0", " model/h:0 ", "h", "h:0"],
                         ids=["op name", "tensor name", "padded", "scope suffix",
                              "scope suffix with index"])
def test_name_forms_resolve_to_the_same_tensor(graph, name):
    assert resolve_tensor(graph, name) is graph.get_tensor_by_name("model/h:0")


def test_output_index_selects_the_output(graph):
    assert resolve_tensor(graph, "parts:1") is graph.get_operation_by_name("parts").outputs[1]


def test_operation_lookup_strips_the_index(graph):
    assert resolve_operation(graph, "h:0") is graph.get_operation_by_name("model/h")
    assert resolve_operation(graph, "train").type == "NoOp"


def test_passthrough_of_tensors_operations_and_variables(graph):
    h = graph.get_tensor_by_name("model/h:0")
    assert resolve_tensor(graph, h) is h
    assert resolve_operation(graph, h.op) is h.op
    assert resolve_operation(graph, h) is h.op
    (w,) = graph.get_collection(tf1.GraphKeys.GLOBAL_VARIABLES)
    assert resolve_tensor(graph, w) is graph.get_tensor_by_name("model/w:0")


def test_default_graph_is_used_when_graph_is_none(graph):
    with graph.as_default():
        assert resolve_tensor(None, "x").name == "x:0"


def test_miss_lists_the_closest_names_and_the_next_step(graph):
    with pytest.raises(TensorNameError) as err:
        resolve_tensor(graph, "modle/h")
    message = str(err.value)
    assert message.startswith("no tensor named 'modle/h' in the graph")
    assert "Closest names: 'model/h:0'" in message
    assert "Next step:" in message and "scope prefix" in message
    assert err.value.suggestions[0] == "model/h:0"


def test_miss_on_a_short_name_suggests_scoped_names(graph):
    with pytest.raises(TensorNameError, match=r"Closest names:.*'head/out:0'"):
        resolve_tensor(graph, "outt")


def test_is_a_key_error_with_a_plain_message(graph):
    with pytest.raises(KeyError) as err:
        resolve_operation(graph, "nothing_like_it")
    assert str(err.value).startswith("no operation named 'nothing_like_it'")


def test_ambiguous_suffix_lists_the_candidates(graph):
    with pytest.raises(TensorNameError, match=r"ambiguous.*'head/out'.*'tail/out'.*full scoped"):
        resolve_tensor(graph, "out")


def test_output_index_out_of_range(graph):
    with pytest.raises(TensorNameError, match=r"'model/h' has 1 output\(s\), index 3"):
        resolve_tensor(graph, "model/h:3")


def test_operation_without_outputs_is_not_a_tensor(graph):
    with pytest.raises(TensorNameError, match="'train' is an operation with no outputs"):
        resolve_tensor(graph, "train")


def test_wrong_types_are_refused(graph):
    with pytest.raises(TypeError, match="is a tf.Operation, not a tensor.*'train:0'"):
        resolve_tensor(graph, graph.get_operation_by_name("train"))
    with pytest.raises(TypeError, match="expected a tensor name"):
        resolve_tensor(graph, 3)
    with pytest.raises(TypeError, match="expected an operation name"):
        resolve_operation(graph, None)


def test_eager_tensor_and_foreign_graph_tensor_are_refused(graph):
    with pytest.raises(TypeError, match="eager tensor.*LegacyGraph"):
        resolve_tensor(graph, tf.ones([2]))
    with tf.Graph().as_default():
        foreign = tf1.placeholder(tf.float32, [], name="foreign")
    with pytest.raises(ValueError, match="'foreign:0' belongs to another tf.Graph"):
        resolve_tensor(graph, foreign)


def test_lookups_add_nothing_to_the_graph(graph):
    before = len(graph.get_operations())
    resolve_tensor(graph, "h")
    with pytest.raises(TensorNameError):
        resolve_tensor(graph, "missing")
    assert len(graph.get_operations()) == before
