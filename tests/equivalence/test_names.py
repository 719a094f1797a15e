"""The rules that give a TF2 variable the initial value of a TF1 variable (by name)."""
from migrate.recording.names import VariableMatcher, in_graph, normalize


def test_normalize_drops_the_output_index():
    assert normalize("scope/w:0") == "scope/w" and normalize("w") == "w"


def test_exact_then_uniquified_in_creation_order():
    m = VariableMatcher([("Variable:0", (4, 2)), ("Variable_1:0", (2, 2)), ("w:0", (3,))])
    assert m.match("Variable", (4, 2)) == ("Variable", "exact", "")
    assert m.match("Variable", (2, 2)) == ("Variable_1", "uniquified", "")  # eager does not uniquify
    assert m.match("w", (3,)) == ("w", "exact", "")
    assert m.unused() == []


def test_scope_paths_match_by_suffix():
    m = VariableMatcher([("model/layer1/kernel:0", (3, 4)), ("model/layer1/bias:0", (4,))])
    assert m.match("layer1/kernel", (3, 4)) == ("model/layer1/kernel", "suffix", "")
    assert m.match("dense/bias", (4,))[0] is None  # "dense/bias" is not a suffix of the path
    assert m.match("bias", (4,)) == ("model/layer1/bias", "suffix", "")


def test_keras_layer_numbering():
    m = VariableMatcher([("dense/kernel:0", (3, 4)), ("dense_1/kernel:0", (4, 2))])
    assert m.match("dense_1/kernel", (4, 2)) == ("dense_1/kernel", "exact", "")
    assert m.match("dense_7/kernel", (3, 4)) == ("dense/kernel", "uniquified", "")


def test_a_shape_mismatch_is_not_matched_and_is_explained():
    m = VariableMatcher([("w:0", (3, 4))])
    name, rule, note = m.match("w", (4, 3))
    assert name is None and "shape [4, 3] differs" in note and "w has shape [3, 4]" in note
    assert m.unused() == ["w"]


def test_each_legacy_variable_is_used_once():
    m = VariableMatcher([("w:0", (2,))])
    assert m.match("w", (2,))[0] == "w"
    assert m.match("w", (2,)) == (None, "", "no TF1 variable with this name")


def test_a_later_graphs_variables_pair_after_the_first_graphs():
    # TF1 names restart after tf.reset_default_graph(); eager TF2 names every unnamed one "Variable"
    m = VariableMatcher([("Variable:0", (1,)), ("Variable_1:0", (1,)), (in_graph("Variable", 2), (1,)),
                         (in_graph("Variable_1", 2), (2,))])
    assert m.match("Variable", (1,)) == ("Variable", "exact", "")
    assert m.match("Variable", (1,)) == ("Variable_1", "uniquified", "")
    assert m.match("Variable", (1,)) == ("Variable (graph 2)", "uniquified", "")
    assert m.match("Variable", (2,)) == ("Variable_1 (graph 2)", "uniquified", "")


def test_the_dump_keeps_a_later_graphs_variable_of_a_taken_name():
    from types import SimpleNamespace

    from migrate.recording.hooks import InitDump

    dump = InitDump(None)
    g1, g2 = object(), object()
    v1, v2, v3 = (SimpleNamespace(name="Variable:0", graph=g) for g in (g1, g2, g2))
    dump.add([v1], [1.0], {id(v1)})
    dump.add([v2, v3], [2.0, 3.0], set())  # v3: the same variable name again in graph 2: first value wins
    assert list(dump.values) == ["Variable:0", "Variable (graph 2)"]
    assert [float(v) for v in dump.values.values()] == [1.0, 2.0]
    assert dump.trainable == {"Variable:0": True, "Variable (graph 2)": False}


def test_an_optimizer_slot_does_not_take_a_trainable_variables_value_by_suffix():
    # a Keras SGD slot made (at the first training step) before a later graph's variables
    m = VariableMatcher([("Variable:0", (1,), True), (in_graph("Variable", 2), (1,), True), ("step:0", (), False)])
    assert m.match("Variable", (1,), True) == ("Variable", "exact", "")
    assert m.match("SGD/m/Variable", (1,), False) == (None, "", "no TF1 variable with this name")
    assert m.match("Variable", (1,), True) == ("Variable (graph 2)", "uniquified", "")
    assert m.match("train/step", (), False) == ("step", "suffix", "")
