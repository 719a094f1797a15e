"""convert_source: statuses, never broken output, the native-engine fallback, no TensorFlow import."""
import subprocess
import sys
import types

import libcst as cst
import pytest

from migrate.source import convert
from migrate.source.convert import convert_source
from migrate.source.diagnostics import ConversionError, Diagnostic


def fake_engine(monkeypatch, convert_module):
    """Replace the native engine by ``convert_module(module, path)`` (the source text the real
    engine also receives is dropped)."""
    monkeypatch.setattr(convert, "_native_engine", lambda: (lambda module, path, text=None: convert_module(module, path), None))


@pytest.mark.parametrize("mode", ["native", "compat"])
def test_syntax_error_fails_with_path_line_col_and_input_kept(mode):
    src = "import tensorflow as tf\nx = (1,\n"
    result = convert_source(src, mode=mode, path="bad.py")
    assert result.status == "failed" and result.code == src and not result.changed
    (diagnostic,) = result.diagnostics
    assert diagnostic.severity == "error" and diagnostic.path == "bad.py" and diagnostic.line == 2
    assert str(diagnostic).startswith("bad.py:2:")


@pytest.mark.parametrize("mode", ["native", "compat"])
@pytest.mark.parametrize("src", [
    pytest.param("", id="empty"),
    pytest.param("# tf1to2: compat\nimport tensorflow as tf\nx = tf.placeholder(tf.float32)\n", id="compat marker"),
])
def test_unchanged(mode, src):
    result = convert_source(src, mode=mode)
    assert (result.status, result.code, result.diagnostics) == ("unchanged", src, ())


def test_unknown_mode_is_a_value_error():
    with pytest.raises(ValueError, match="native, compat"):
        convert_source("x = 1\n", mode="fast")


def test_native_falls_back_to_compat_when_the_engine_cannot_be_imported(monkeypatch):
    def missing(name):
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)

    monkeypatch.setattr(convert.importlib, "import_module", missing)
    src = "import tensorflow as tf\nx = tf.placeholder(tf.float32)\n"
    result = convert_source(src, mode="native", path="a.py")
    assert result.code == convert_source(src, mode="compat", path="a.py").code
    assert result.status == "partial"
    assert result.diagnostics[0].severity == "warning"
    assert "native engine unavailable" in result.diagnostics[0].reason


def test_native_engine_notes_mean_converted_warnings_mean_partial(monkeypatch):
    def engine(module, path, severity):
        new = module.with_changes(body=[*module.body, cst.parse_statement("y = 2\n")])
        return new, [Diagnostic(path, 1, 1, "rule", "done", severity)]

    fake_engine(monkeypatch, lambda m, p: engine(m, p, "info"))
    assert convert_source("x = 1\n", path="a.py").status == "converted"
    fake_engine(monkeypatch, lambda m, p: engine(m, p, "warning"))
    result = convert_source("x = 1\n", path="a.py")
    assert result.status == "partial" and result.code == "x = 1\ny = 2\n"


def test_unparsable_native_rewrite_falls_back_to_compat_mode(monkeypatch):
    broken = types.SimpleNamespace(code="x = (1,\n")  # what a buggy rule could emit
    fake_engine(monkeypatch, lambda module, path: (broken, []))
    src = "import tensorflow as tf\nx = tf.placeholder(tf.float32)\n"
    result = convert_source(src, path="a.py")
    assert result.status == "partial" and result.code == convert_source(src, mode="compat").code
    assert "import tensorflow.compat.v1 as tf" in result.code and "tf.disable_v2_behavior()" in result.code
    first = result.diagnostics[0]
    assert first.rule == "internal" and first.severity == "warning" and "compat mode instead" in first.reason


def test_native_rewrite_python_compiles_but_rejects_falls_back(monkeypatch):
    # parses, but Python's compiler rejects it (the duplicate Checkpoint keywords of two
    # variables that shared a TF1 name before names were uniquified)
    broken = types.SimpleNamespace(code="c = dict(W=1, W=2)\n")
    fake_engine(monkeypatch, lambda module, path: (broken, []))
    result = convert_source("import tensorflow as tf\n", path="a.py")
    assert result.status == "partial" and "keyword argument repeated" in result.diagnostics[0].reason
    assert "W=1, W=2" not in result.code


def test_unparsable_rewrite_in_both_modes_fails_and_keeps_the_input(monkeypatch):
    broken = types.SimpleNamespace(code="x = (1,\n")
    fake_engine(monkeypatch, lambda module, path: (broken, []))
    monkeypatch.setattr(convert.compat, "to_compat", lambda module, path, text=None: (broken, []))
    result = convert_source("x = 1\n", path="a.py")
    assert result.status == "failed" and result.code == "x = 1\n"
    assert "unparsable" in result.diagnostics[0].reason and result.diagnostics[0].severity == "error"


@pytest.mark.parametrize("code", ["def f(a, a):\n    pass\n", "nonlocal x\n", "f(a=1, a=2)\n"])
def test_output_that_only_compiling_rejects_is_accepted_when_the_input_has_it(code):
    # Python parses these and refuses to compile them: an input that has them never ran, so its
    # output is only asked to parse
    assert convert._compiles(code, "x.py") is not None
    convert._check_output(code, code, "x.py")


def test_output_that_does_not_compile_is_rejected_when_the_input_compiles():
    with pytest.raises(ConversionError, match="keyword argument repeated"):
        convert._check_output("f(a=1, a=2)\n", "f(a=1)\n", "x.py")


def test_an_engine_exception_fails_this_text_only(monkeypatch):
    def explode(module, path):
        raise RuntimeError("boom")

    fake_engine(monkeypatch, explode)
    result = convert_source("x = 1\n", path="a.py")
    assert result.status == "failed" and result.code == "x = 1\n"
    assert "RuntimeError: boom" in result.diagnostics[0].reason


@pytest.mark.subprocess
def test_conversion_never_imports_tensorflow():
    code = (
        "import sys\n"
        "from migrate import convert_source\n"
        "src = open(sys.argv[1]).read()\n"
        "for mode in ('compat', 'native'):\n"
        "    convert_source(src, mode=mode)\n"
        "import migrate.commands.convert, migrate.source.notebook, migrate.source.files\n"
        "print('tensorflow' in sys.modules, 'tf_slim' in sys.modules)\n"
    )
    from pathlib import Path

    fixture = Path(__file__).parents[1] / "fixtures" / "legacy" / "slim_mlp.py"
    result = subprocess.run([sys.executable, "-c", code, str(fixture)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "False"]


@pytest.mark.parametrize("mode", ["native", "compat"])
def test_tf2_files_importing_compat_v2_and_internals_are_left_unchanged(mode):
    # a TF2 library file (as in tf_keras): compat.v2 plus TensorFlow internals, executing_eagerly
    src = (
        "import tensorflow.compat.v2 as tf\n"
        "from tensorflow.python.util.tf_export import keras_export\n"
        "def f(x):\n"
        "    if tf.executing_eagerly():\n"
        "        return tf.nn.relu(x)\n"
        "    return tf.compat.v1.placeholder_with_default(x, x.shape)\n"
    )
    result = convert_source(src, mode=mode)
    assert result.status == "unchanged" and result.code == src, result.code


def test_compiling_the_output_reports_no_warnings_at_output_lines():
    """The output check compiles the converted code; Python's SyntaxWarnings about the user's
    own code (``i is 0``) named the input file with the output's line numbers (blind pass 8:
    l08.py:130 printed for a statement at line 128). They are silenced."""
    import warnings

    src = ("import tensorflow as tf\n\nx = tf.constant(1.0)\nwith tf.Session() as sess:\n"
           "    for i in range(3):\n        if i is 0:\n            print(sess.run(x))\n")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = convert_source(src, path="w.py")
    assert result.status == "converted"
    assert [str(w.message) for w in caught if issubclass(w.category, SyntaxWarning)] == []
