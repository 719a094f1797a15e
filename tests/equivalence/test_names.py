"""The rules that give a TF2 variable the initial value of a TF1 variable (by name)."""
from migrate.recording.names import VariableMatcher, normalize


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
