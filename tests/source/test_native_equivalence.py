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
