"""Native output against an independent route: TF1 graph mode (tf1to2 run) and numpy.

Spawns processes (the converted script runs under plain TF2, the legacy one under TF1
semantics), so these tests are marked ``subprocess``. Float64 scripts: tolerance 1e-10;
the float32 seed: exact (every value is 5.0).
"""
import os
import pathlib
import re
import subprocess
import sys

import libcst as cst
import numpy as np
import pytest

from migrate.source.native import convert_module

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "golden"
FLOAT64_RTOL = 1e-10
ENV = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")


def _numbers(text: str) -> np.ndarray:
    return np.array([float(x) for x in re.findall(r"-?\d+\.?\d*(?:e[-+]?\d+)?", text)])


def _start(argv, cwd):
    return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV, cwd=cwd)


def _finish(proc) -> str:
    out, err = proc.communicate(timeout=240)
    assert proc.returncode == 0, err[-2000:]
    return out


MARK = "=== next script ==="


def _convert_to(src: pathlib.Path, dst: pathlib.Path) -> None:
    new, diags = convert_module(cst.parse_module(src.read_text()), src.name)
    assert [str(d) for d in diags] == []
    dst.write_text(new.code)


@pytest.mark.subprocess
def test_native_output_matches_tf1_graph_mode_and_numpy(tmp_path):
    # one TF2 process runs both converted scripts (TensorFlow is imported once)
    _convert_to(GOLDEN / "jacobian_layouts.py", tmp_path / "layouts.py")
    _convert_to(GOLDEN.parent / "legacy" / "by_parts_seed.py", tmp_path / "seed.py")
    driver = f"import runpy\nrunpy.run_path('layouts.py')\nprint({MARK!r})\nrunpy.run_path('seed.py')\n"
    tf2 = _start([sys.executable, "-c", driver], str(tmp_path))  # both eras run concurrently
    tf1 = _start([sys.executable, "-m", "compat_v1", str(GOLDEN / "jacobian_layouts.py")], str(GOLDEN))
    tf2_layouts, tf2_seed = _finish(tf2).split(MARK + "\n")
    tf1_layouts = _finish(tf1)

    # Jacobian layouts against TF1 graph mode: same nesting/shapes, same numbers
    assert re.sub(r"-?\d+\.\d*(e[-+]?\d+)?", "N", tf1_layouts) == re.sub(r"-?\d+\.\d*(e[-+]?\d+)?", "N", tf2_layouts)
    np.testing.assert_allclose(_numbers(tf2_layouts), _numbers(tf1_layouts), rtol=FLOAT64_RTOL)

    # the seed against numpy: out = x @ w, loss = mean(out^2); dL/dx = (2/5) out @ w.T
    lines = tf2_seed.strip().splitlines()
    x, w = np.ones((1, 10)), np.full((10, 5), 0.5)
    grad = (2.0 / 5.0) * (x @ w) @ w.T
    assert lines[0].startswith("[[array([[") and lines[0].endswith("]], dtype=float32)]]")
    assert lines[1].startswith("[array([[[") and lines[1].endswith("]]], dtype=float32)]")
    np.testing.assert_array_equal(_numbers(lines[0].replace("float32", "")), grad.ravel())
    np.testing.assert_array_equal(_numbers(lines[1].replace("float32", "")), grad.ravel())


SEEDED_INITIALIZERS = """\
import numpy as np
import tensorflow as tf
tf.set_random_seed(2018)


def dense(x, n_in, n):
    w = tf.get_variable("w", [n_in, n])
    return tf.matmul(x, w)


x = tf.placeholder(tf.float32, [None, 3])
with tf.variable_scope("a"):
    h = dense(x, 3, 4)
with tf.variable_scope("b"):
    y = dense(h, 4, 4)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: np.ones((1, 3))}).tolist())
"""


@pytest.mark.subprocess
def test_keras_initializers_repeat_their_numbers_under_the_graph_seed(tmp_path):
    """TF1 printed the same numbers at every run (the graph seed); Keras 3 ignores
    ``tf.random.set_seed`` for an initializer without a seed, so the converted script printed
    other numbers at every run until the initializers were seeded from TensorFlow's stream
    (``native.initializer_seeds``, blind pass 16). Two processes each: the converted file, and
    the same file with the seeds taken out (which must differ, or this test proves nothing)."""
    new, diags = convert_module(cst.parse_module(SEEDED_INITIALIZERS), "seeded.py")
    assert not [d for d in diags if d.severity == "warning"]
    assert new.code.count("(seed=_tf1_initializer_seed())") == 2
    (tmp_path / "seeded.py").write_text(new.code)
    (tmp_path / "unseeded.py").write_text(new.code.replace("(seed=_tf1_initializer_seed())", "()"))
    runs = {name: [_start([sys.executable, name], str(tmp_path)) for _ in range(2)] for name in ("seeded.py", "unseeded.py")}
    out = {name: [_finish(p) for p in procs] for name, procs in runs.items()}
    first, second = out["seeded.py"]
    assert first == second and _numbers(first).size == 4
    a, b = out["unseeded.py"]
    if os.environ.get("TF_USE_LEGACY_KERAS") != "1":  # (tf-keras honours the global seed)
        assert a != b
