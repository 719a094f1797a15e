"""Value encoding and value-by-value comparison, in process (no subprocess; TensorFlow only in
the static-shape test, imported there).

Expected outcomes come from numpy (the arrays are built here, the differences are planted),
never from the comparison's own output.
"""
import json

import numpy as np
import pytest

from migrate.compare import compare_records, tolerance_for
from migrate.recording import encode
from migrate.recording.diff import diff


def enc(value):
    return json.loads(json.dumps(encode.Encoder().encode(value)))  # through JSON, as recorded


def check(legacy, migrated, **tol):
    return diff(enc(legacy), enc(migrated), lambda dtype: tolerance_for(dtype, **tol))


def test_float32_within_migration_guide_tolerance_is_equal():
    a = np.linspace(-3, 3, 50, dtype=np.float32)
    d = check(a, a * np.float32(1 + 5e-7))
    assert d.ok and d.max_abs > 0 and d.max_rel <= 1e-6


def test_float32_beyond_tolerance_names_index_and_values():
    a = np.ones((2, 3), np.float32)
    b = a.copy()
    b[1, 2] = -1.0
    d = check(a, b)
    assert not d.ok
    assert "1 of 6 values differ" in d.problem and "(1, 2)" in d.problem
    assert "legacy 1 vs migrated -1" in d.problem
    assert d.max_abs == pytest.approx(2.0)


def test_shape_dtype_and_structure_are_named():
    a = np.zeros((1, 5), np.float32)
    assert check(a, a.reshape(5)).problem == "shape (1, 5) vs (5,)"
    assert check(a, a.astype(np.float64)).problem == "dtype float32 vs float64"
    d = check([[a]], [a])
    assert d.problem.startswith("at [0]: legacy has a list of 1, migrated an array")
    assert "list of 2" in check([a, a], [a]).problem


def test_list_and_tuple_are_the_same_structure_with_a_note():
    d = check([np.float32(1.0), 2], (np.float32(1.0), 2))
    assert d.ok and any("list vs tuple" in n for n in d.notes)


def test_dict_keys_and_values():
    assert check({"a": 1.0, "b": [2]}, {"b": [2], "a": 1.0}).ok
    d = check({"a": 1.0}, {"b": 1.0})
    assert "only legacy ['a']" in d.problem and "only migrated ['b']" in d.problem, d.problem


def test_python_and_numpy_scalars_of_one_kind_compare_by_value():
    assert check(0.5, np.float32(0.5)).ok
    assert not check(1, 1.0).ok  # int vs float: a different kind
    assert check(3, np.int64(3)).ok and not check(3, np.int64(4)).ok


def test_integers_and_bools_are_exact():
    assert not check(np.array([1, 2]), np.array([1, 3])).ok
    assert not check(np.array([True]), np.array([False])).ok


def test_nan_equals_nan_and_infinities_by_sign():
    a = np.array([np.nan, np.inf, -np.inf, 1.0])
    assert check(a, a.copy()).ok
    assert not check(a, np.array([np.nan, -np.inf, -np.inf, 1.0])).ok
    assert not check(np.array([np.nan]), np.array([0.0])).ok


@pytest.mark.parametrize("legacy, migrated, ok", [
    pytest.param("step 3 loss 0.1234", "step 3 loss 0.1235", True, id="last printed digit"),
    pytest.param("step 3 loss 0.1234", "step 3 loss 0.1237", False, id="three units off"),
    pytest.param("step 3 loss 0.1234", "step 4 loss 0.1234", False, id="integers exact"),
    pytest.param("loss=1.5e-03", "loss=1.5000001e-03", True, id="exponent form"),
    pytest.param("hello, world", "hello, World", False, id="text exact"),
    pytest.param("w = [[0.5 0.5]]", "w = [[0.5 0.5]]", True, id="array repr in text"),
    pytest.param("nan inf", "nan inf", True, id="special values"),
])
def test_numbers_inside_text(legacy, migrated, ok):
    assert check(legacy, migrated).ok is ok


def symbolic(text):
    """A graph tensor as the TF1 print hook records it (encode: no value, only its repr)."""
    return {"t": "symbolic", "type": "Tensor", "v": text}


@pytest.mark.parametrize("legacy, value, problem", [
    pytest.param("<tf.Tensor 'Const:0' shape=(2,) dtype=float32>", np.zeros(2, np.float32), None, id="same shape and dtype"),
    pytest.param("<tf.Tensor 'mul:0' shape=(?, 2) dtype=float32>", np.zeros((5, 2), np.float32), None, id="unknown dim"),
    pytest.param("<tf.Variable 'W:0' shape=(2, 3) dtype=float32_ref>", np.ones((2, 3), np.float32), None, id="ref variable"),
    pytest.param('Tensor("add:0", shape=(), dtype=int32)', np.int32(42), None, id="str form, scalar"),
    pytest.param("<tf.Tensor 'Const:0' shape=() dtype=string>", np.array(b"Hello"), None, id="string: numpy bytes"),
    pytest.param("<tf.Tensor 'Const:0' shape=() dtype=string>", np.array(5), "dtype string, migrated an array of dtype int64", id="string vs int"),
    pytest.param("<tf.Tensor 'Const:0' shape=(2,) dtype=float32>", np.zeros(3, np.float32), "shape (2,), migrated an array of shape (3,)", id="other size"),
    pytest.param("<tf.Tensor 'Const:0' shape=(2,) dtype=float32>", np.zeros((2, 1), np.float32), "shape (2,), migrated an array of shape (2, 1)", id="other rank"),
    pytest.param("<tf.Tensor 'add:0' shape=() dtype=int32>", np.float32(42), "dtype int32, migrated an array of dtype float32", id="other dtype"),
    pytest.param("<tf.Operation 'init' type=NoOp>", np.float32(1), "legacy has a graph tensor with no value", id="op: no spec"),
    pytest.param("<tf.Tensor 'x:0' shape=<unknown> dtype=float32>", np.zeros((2, 3), np.float32), None, id="unknown rank"),
])
def test_a_graph_tensor_printed_while_building_checks_shape_and_dtype(legacy, value, problem):
    d = diff(symbolic(legacy), enc(value), lambda dtype: tolerance_for(dtype))
    if problem is None:
        assert d.ok, d.problem
        assert any("only its shape and dtype" in n for n in d.notes)
    else:
        assert not d.ok and problem in d.problem, d.problem


@pytest.mark.parametrize("legacy, shape, dtype, problem", [
    pytest.param('Tensor("Relu:0", shape=(?, 14, 14, 8), dtype=float32)', [None, 14, 14, 8], "float32", None, id="same spec"),
    pytest.param("<tf.Tensor 'ArgMax:0' shape=(?,) dtype=int64>", [None], "int64", None, id="rank 1"),
    pytest.param('Tensor("Relu:0", shape=(?, 14, 14, 8), dtype=float32)', [None, 14, 14, 9], "float32",
                 "static shape [None, 14, 14, 8] vs [None, 14, 14, 9]", id="other size"),
    pytest.param('Tensor("Relu:0", shape=(?, 14, 14, 8), dtype=float32)', [5, 14, 14, 8], "float32",
                 "static shape [None, 14, 14, 8] vs [5, 14, 14, 8]", id="a known batch where TF1 had none"),
    pytest.param('Tensor("Cast:0", shape=(3,), dtype=int32)', [3], "float32", "dtype int32 vs float32", id="other dtype"),
    pytest.param("<tf.Tensor 'x:0' shape=<unknown> dtype=float32>", None, "float32", None, id="unknown rank"),
])
def test_a_graph_tensor_printed_while_building_against_its_tensor_spec(legacy, shape, dtype, problem):
    """The converter prints ``tf.TensorSpec(shape, dtype)`` where TF1 printed a symbolic tensor:
    the static shapes (unknown dimensions included) and dtypes must be equal."""
    import tensorflow as tf

    d = diff(symbolic(legacy), enc(tf.TensorSpec(shape, getattr(tf, dtype))), lambda dt: tolerance_for(dt))
    if problem is None:
        assert d.ok, d.problem
        assert any("TensorSpec" in n for n in d.notes)
    else:
        assert not d.ok and problem in d.problem, d.problem


def test_static_shapes_compare_alike_in_both_eras():
    """TF1 prints ``TensorShape([Dimension(3), Dimension(None)])``, TF2 ``TensorShape([3, None])``."""
    import tensorflow as tf
    from tensorflow.python.framework import tensor_shape

    tf.compat.v1.disable_v2_tensorshape()  # TF1's spelling, as `tf1to2 run` has it
    try:
        shape, dim = tf.TensorShape([3, None]), tf.TensorShape([3, None])[0]
        assert "Dimension(3)" in repr(shape) and isinstance(dim, tensor_shape.Dimension)
        legacy = [enc(shape), enc(dim), enc(tf.TensorShape([3, None])[1])]
    finally:
        tf.compat.v1.enable_v2_tensorshape()
    d = lambda a, b: diff(a, enc(b), lambda dtype: tolerance_for(dtype))  # noqa: E731
    assert d(legacy[0], tf.TensorShape([3, None])).ok and not d(legacy[0], tf.TensorShape([3, 4])).ok
    assert d(legacy[1], 3).ok and not d(legacy[1], 4).ok and d(legacy[2], None).ok
    assert enc(tf.TensorShape(None))["v"] == "TensorShape(None)"


def test_large_arrays_are_summaries_with_a_hash_and_still_compare():
    big = np.arange(1_000_000, dtype=np.float64) / 7.0
    e = encode.Encoder().encode(big)
    assert e["t"] == "summary" and e["n"] == 1_000_000 and len(json.dumps(e)) < 20_000
    same = encode.Encoder().encode(np.arange(1_000_000, dtype=np.float64) * (1 / 7.0))  # last bits differ
    assert same["hash"] != e["hash"]
    tol = lambda dtype: tolerance_for(dtype)  # noqa: E731
    assert diff(e, same, tol).ok
    changed = big.copy()
    changed[123_456] += 1.0  # moves the mean by 1e-6 and one block mean by 1/3907: beyond tolerance
    d = diff(e, encode.Encoder().encode(changed), tol)
    assert not d.ok and "summaries differ" in d.problem
    assert any("summary" in n for n in d.notes)


def test_summary_block_means_see_two_swapped_elements():
    base = np.sin(np.arange(100_000, dtype=np.float64))
    moved = base.copy()
    moved[11], moved[90_001] = base[90_001], base[11]  # same values: same min/max/mean/std
    assert abs(base[11] - base[90_001]) > 0.5
    d = diff(encode.summarize(base, "numpy"), encode.summarize(moved, "numpy"), tolerance_for)
    assert not d.ok and "block mean" in d.problem


def test_a_summary_compares_with_a_full_array():
    a = np.random.RandomState(0).rand(3000)
    summary = encode.summarize(a, "numpy")
    assert diff(summary, enc(a), tolerance_for).ok
    assert not diff(summary, enc(a + 1.0), tolerance_for).ok


def test_recording_stays_bounded_for_huge_containers_and_text():
    e = encode.Encoder().encode(list(range(1_000_000)))
    assert e["n"] == 1_000_000 and len(e["items"]) == encode.MAX_ITEMS
    t = encode.Encoder().encode("x" * 10_000_000)
    assert len(t["v"]) == encode.MAX_TEXT and t["n"] == 10_000_000 and "hash" in t
    nested = encode.Encoder().encode([np.zeros(4000)] * 100)  # 400k elements in one record
    assert sum(i["t"] == "summary" for i in nested["items"]) > 80


def test_unusual_values_encode_without_error():
    class BrokenRepr:
        def __repr__(self):
            raise RuntimeError("no")

    for value in (None, b"\xff\xfe", "lone \udcff", 2**80, 1 + 2j, np.array(["a", "b"]),
                  np.array([1 + 1j]), BrokenRepr(), {(1, 2): [None]}):
        json.loads(json.dumps(encode.Encoder().encode(value)))
    assert check(b"\xff", b"\xff").ok and check("lone \udcff", "lone \udcff").ok


def _prints(*values_per_print):
    return [{"k": "print", "file": "s.py", "line": i + 1, "v": [enc(v) for v in vs]}
            for i, vs in enumerate(values_per_print)]


def test_alignment_names_a_missing_print_in_the_middle():
    legacy = _prints([1.0], [2.0], [3.0], [4.0])
    migrated = _prints([1.0], [2.0], [4.0])
    rows = compare_records(legacy, migrated, tolerance_for)
    bad = [r for r in rows if not r.ok]
    assert len(bad) == 1 and bad[0].legacy_at == "s.py:3" and bad[0].migrated_at == ""
    assert "missing in the migrated run" in bad[0].problem


def test_alignment_names_an_extra_print_and_argument_counts():
    rows = compare_records(_prints([1.0]), _prints([1.0], ["extra"]), tolerance_for)
    assert [r.ok for r in rows] == [True, False] and "extra in the migrated run" in rows[1].problem
    rows = compare_records(_prints(["a", 1.0]), _prints(["a"]), tolerance_for)
    assert "2 arguments in legacy, 1 in migrated" in rows[1].problem


def test_tolerances_agree_with_migrate_equivalence():
    import tensorflow as tf

    from migrate import equivalence
    from migrate.compare import TOLERANCES

    for dtype, rtol_atol in equivalence.TOLERANCES.items():
        assert TOLERANCES[tf.as_dtype(dtype).name] == rtol_atol, dtype


def test_every_differing_element_of_a_fetched_list_is_named():
    # a sess.run([g1, g2, g3]) whose second and third gradients differ: both are named, the
    # first one's values in full
    a, b, c = np.ones(3, np.float32), np.zeros((2, 2), np.float32), np.arange(4, dtype=np.float32)
    d = check([a, b, c], [a, b + 1, c * 2])
    assert not d.ok
    assert d.problem.startswith("at [1]: 4 of 4 values differ")
    assert d.problem.endswith("also differs at [2] (2 places in all)")
    assert check([a, b, c], [a, b, c]).problem is None


def test_a_long_list_of_differences_is_cut_short():
    items = [np.full(2, i, np.float32) for i in range(12)]
    d = check(items, [x + 1 for x in items])
    assert "also differs at [1], [2], [3], [4], [5], [6], [7], [8], ... (12 places in all)" in d.problem


def test_numpy_float64_scalars_are_compared_as_float64_not_python_floats():
    """``np.float64`` subclasses ``float``: it was encoded as a Python float and compared with
    float32's tolerance, so a 1e-8 relative float64 difference passed (a red-team Adagrad case)."""
    a = [np.float64(0.026942764), np.float64(1.5)]
    b = [np.float64(0.026942764 * (1 + 1e-8)), np.float64(1.5)]
    assert enc(a[0])["t"] != "scalar"
    assert not check(a, b).ok
    assert check([0.026942764], [0.026942764 * (1 + 1e-8)]).ok  # a Python float: float32's tolerance
