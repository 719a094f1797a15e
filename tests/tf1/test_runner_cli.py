"""``tf1to2 run`` / ``python -m compat_v1`` as a process: script semantics, bad input, options.

Decisions these tests pin down (documented in the README section):
* missing script or a directory: ``tf1to2 run: error: ...`` and exit 2 (python also exits 2);
* syntax error: python's own report (file, line, caret), no traceback, exit 1 (as python);
* uncaught exception: python's traceback with tf1to2's frames removed, exit 1;
* ``--timeout S``: the script is stopped after S seconds, message on stderr, exit 124.
"""
from __future__ import annotations

import os
import sys
import textwrap
import time

import pytest
from runner_helpers import BAD, LEGACY, child_env, parse_printed, run_cli

from compat_v1.contrib_map import CONTRIB_HOMES, NO_HOME

INTERNAL_MARKERS = ("compat_v1/", "migrate/", "runpy", "importlib._bootstrap")


def assert_no_internal_frames(stderr: str) -> None:
    for marker in INTERNAL_MARKERS:
        assert marker not in stderr, f"tf1to2-internal frame ({marker}) in:\n{stderr}"


# --- fast: no TensorFlow import -------------------------------------------------------------

@pytest.mark.subprocess
@pytest.mark.parametrize("target, message", [
    pytest.param("no_such_script.py", "no such file", id="missing script"),
    pytest.param(".", "is a directory", id="directory"),
])
def test_unrunnable_script_is_a_usage_error(target, message, tmp_path):
    result = run_cli(target, cwd=tmp_path)
    assert result.returncode == 2
    assert "tf1to2 run: error:" in result.stderr and message in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.subprocess
def test_no_script_is_a_usage_error():
    result = run_cli()
    assert result.returncode == 2 and "missing SCRIPT" in result.stderr


@pytest.mark.subprocess
def test_list_shims_names_every_mapping():
    result = run_cli("--list-shims")
    assert result.returncode == 0, result.stderr
    for module, home in CONTRIB_HOMES.items():
        assert any(module in line and home in line for line in result.stdout.splitlines()), module
    for module in NO_HOME:
        assert module in result.stdout
    assert "tf_keras" in result.stdout and "tensorflow.compat.v1" in result.stdout


@pytest.mark.subprocess
def test_syntax_error_reports_file_and_line_like_python():
    result = run_cli(BAD / "syntax_error.py")
    python = run_cli(BAD / "syntax_error.py", command=[sys.executable])
    assert result.returncode == python.returncode == 1
    assert f'File "{BAD / "syntax_error.py"}", line 5' in result.stderr
    assert result.stderr.strip().splitlines()[-1] == python.stderr.strip().splitlines()[-1]
    assert "Traceback" not in result.stderr
    assert_no_internal_frames(result.stderr)


# --- with TensorFlow -----------------------------------------------------------------------

@pytest.mark.subprocess
@pytest.mark.parametrize("script, line", [
    pytest.param("contrib_learn.py", 4, id="import of removed contrib module"),
    pytest.param("contrib_learn_attribute.py", 4, id="attribute access of removed contrib module"),
])
def test_removed_contrib_module_names_module_and_replacement(script, line):
    result = run_cli(BAD / script)
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert "tensorflow.contrib.learn was removed" in last
    assert NO_HOME["tensorflow.contrib.learn"] in last
    assert f'"{BAD / script}", line {line}, in <module>' in result.stderr
    assert_no_internal_frames(result.stderr)


@pytest.mark.subprocess
def test_uncaught_exception_traceback_points_at_user_code():
    result = run_cli(BAD / "raises.py")
    assert result.returncode == 1
    frames = [line.strip() for line in result.stderr.splitlines() if line.strip().startswith("File ")]
    assert frames == [f'File "{BAD / "raises.py"}", line 11, in <module>',
                      f'File "{BAD / "raises.py"}", line 8, in check']
    assert result.stderr.strip().splitlines()[-1] == "ValueError: bad value: [2]"
    assert_no_internal_frames(result.stderr)


@pytest.mark.subprocess
def test_timeout_stops_a_hanging_script_with_124():
    started = time.monotonic()
    result = run_cli("--timeout", "2", BAD / "hangs.py", timeout=60)
    elapsed = time.monotonic() - started
    assert result.returncode == 124
    assert "did not finish within 2 s" in result.stderr and "--timeout" in result.stderr
    assert elapsed < 30  # stopped, not waited for
    assert_no_internal_frames(result.stderr)


@pytest.mark.subprocess
def test_timeout_child_keeps_exit_message_and_verbose_shows_mappings():
    """--timeout runs the script in a child: its output, sys.exit("msg") and -v still work."""
    result = run_cli("-v", "--timeout", "120", BAD / "exit_message.py")
    assert result.returncode == 1
    assert result.stdout == "dtype: float32\n"
    assert result.stderr.strip().splitlines()[-1] == "giving up: no data"
    verbose = run_cli("-v", LEGACY / "contrib_imports.py")
    assert verbose.returncode == 0, verbose.stderr
    assert "tf1to2: tensorflow.contrib.slim -> tf_slim" in verbose.stderr
    assert "tf1to2: tensorflow.contrib.rnn -> tensorflow.compat.v1.nn.rnn_cell" in verbose.stderr
    assert "is deprecated" in verbose.stderr  # shown with -v, hidden by default (corpus tests)


PROBE = '''\
import os, sys
import tensorflow as tf
import tf_slim
import thirdparty
import localpkg
from localpkg.sub import sub_has_placeholder

print("name:", __name__)
print("file:", __file__)
print("argv:", sys.argv)
print("path0:", sys.path[0])
print("cwd:", os.getcwd())
print("eager:", tf.executing_eagerly())
print("facade_has_placeholder:", hasattr(tf, "placeholder"))
print("real_tf_has_placeholder:", hasattr(sys.modules["tensorflow"], "placeholder"))
print("library_sees_real_tf:", thirdparty.tf is sys.modules["tensorflow"])
print("slim_works:", tf_slim.fully_connected is tf.contrib.slim.fully_connected)
print("local_package_has_placeholder:", localpkg.HAS_PLACEHOLDER)
print("local_submodule_has_placeholder:", sub_has_placeholder())
'''


@pytest.mark.subprocess
def test_python_m_compat_v1_keeps_script_semantics(tmp_path):
    """argv (option-like arguments pass through), __file__, __name__, sys.path[0], cwd; local
    packages get the TF1 facade; libraries outside the script's folder and sys.modules keep
    the real TF2."""
    scripts = tmp_path / "project"
    (scripts / "localpkg").mkdir(parents=True)
    (scripts / "probe.py").write_text(PROBE)
    (scripts / "localpkg" / "__init__.py").write_text(
        "import tensorflow as tf\nHAS_PLACEHOLDER = hasattr(tf, 'placeholder')\n")
    (scripts / "localpkg" / "sub.py").write_text(textwrap.dedent("""\
        from tensorflow import compat
        import tensorflow as tf1


        def sub_has_placeholder():
            return hasattr(tf1, "placeholder") and compat.v1.placeholder is tf1.placeholder
        """))
    library = tmp_path / "site"
    library.mkdir()
    (library / "thirdparty.py").write_text("import tensorflow as tf\n")
    env = dict(child_env(), PYTHONPATH=str(library))
    args = ["-v", "--timeout", "5", "--list-shims", "plain"]
    result = run_cli("project/probe.py", *args, cwd=tmp_path, env=env,
                     command=[sys.executable, "-m", "compat_v1"])
    assert result.returncode == 0, result.stderr
    printed = parse_printed(result.stdout)
    assert printed["name"] == "__main__"
    assert printed["file"] == str(scripts / "probe.py")
    assert printed["argv"] == ["project/probe.py"] + args
    assert os.path.realpath(printed["path0"]) == os.path.realpath(scripts)
    assert os.path.realpath(printed["cwd"]) == os.path.realpath(tmp_path)
    assert printed["eager"] is False
    assert printed["facade_has_placeholder"] is True
    assert printed["real_tf_has_placeholder"] is False
    assert printed["library_sees_real_tf"] is True
    assert printed["slim_works"] is True
    assert printed["local_package_has_placeholder"] is True
    assert printed["local_submodule_has_placeholder"] is True


def test_numpy_names_numpy_2_removed_are_back_for_legacy_scripts(tmp_path):
    """Hvass-Labs' tutorials read ``np.int`` (blind pass 12): NumPy 2 raised AttributeError
    under ``tf1to2 run``; the runner puts the removed names back (``compat_v1.numpy_aliases``)."""
    script = tmp_path / "old_numpy.py"
    script.write_text(textwrap.dedent("""\
        import numpy as np
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None])
        with tf.Session() as sess:
            total = sess.run(tf.reduce_sum(x), {x: np.arange(4, dtype=np.float)})
        print("values:", np.int(total), np.float_(total).dtype, np.isnan(np.NaN), np.product([2, 3]), np.bool(1))
        """))
    result = run_cli(script, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "values: 6 float64 True 6 True"
