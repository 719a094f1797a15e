"""migrate.source.numpy_names: NumPy names NumPy 1.24 / 2.0 removed (``np.int``, ``np.float_``,
``np.NaN``...) written as today's spelling in both modes, with an info note each (blind pass
12: Hvass-Labs' ``np.int`` raised AttributeError on NumPy 2). No TensorFlow import."""
import pytest

from migrate.source.convert import convert_source

HEAD = "import numpy as np\nimport tensorflow as tf\n"


@pytest.mark.parametrize("mode", ["native", "compat"])
@pytest.mark.parametrize("before, after", [
    pytest.param("a = np.zeros(3, dtype=np.int)\n", "a = np.zeros(3, dtype=int)\n", id="np.int"),
    pytest.param("b = (np.float)(2)\n", "b = (float)(2)\n", id="parenthesized"),
    pytest.param("c = np.float_(1) + np.NaN\n", "c = np.float64(1) + np.nan\n", id="numpy attributes"),
    pytest.param("d = np.product([2, 3]) * np.cumproduct([1])\n", "d = np.prod([2, 3]) * np.cumprod([1])\n", id="functions"),
])
def test_removed_names_are_written_as_today(mode, before, after):
    result = convert_source(HEAD + before, mode=mode, path="old.py")
    assert result.code.endswith(after), result.code
    assert any(d.rule == "numpy_names" and d.severity == "info" for d in result.diagnostics)


@pytest.mark.parametrize("src", [
    pytest.param("a = np.int32(3) + np.float64(2)\n", id="names NumPy keeps"),
    pytest.param("np = object()\na = np.int\n", id="np bound to something else"),
    pytest.param("import numpy\nclass K:\n    int = 3\nk = K()\na = k.int\n", id="another object's attribute"),
])
def test_other_names_are_left_as_written(src):
    result = convert_source(HEAD + src, mode="compat", path="old.py")
    assert result.code.endswith(src.splitlines()[-1] + "\n") and not [d for d in result.diagnostics if d.rule == "numpy_names"]
