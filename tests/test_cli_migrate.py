"""`tf1to2 migrate` end to end on disk: outputs, --in-place, --check/--diff, bad input, reports, -j."""
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from migrate import cli, exit_codes
from migrate.source import files
from migrate.source.convert import convert_source

TF1 = "import tensorflow as tf\nx = tf.placeholder(tf.float32)\ny = tf.contrib.slim.flatten(x)\n"
PLAIN = "import numpy as np\nprint(np.ones(2))\n"
FIXTURES = Path(__file__).parent / "fixtures"


def compat(text):
    return convert_source(text, mode="compat").code


def snapshot(root):
    """Every file under root with its bytes and mode (to prove nothing was written)."""
    return {str(p.relative_to(root)): (p.read_bytes(), p.stat().st_mode) for p in sorted(root.rglob("*")) if p.is_file()}


def notebook_text(*sources):
    cells = [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": s}
             for s in sources]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}, indent=1)


@pytest.fixture
def tree(tmp_path):
    src = tmp_path / "src"
    (src / "pkg").mkdir(parents=True)
    (src / ".git").mkdir()
    (src / "train.py").write_text(TF1)
    (src / "train.py").chmod(0o755)
    (src / "pkg" / "util.py").write_text(PLAIN)
    (src / "pkg" / "broken.py").write_text("import tensorflow as tf\nx = (1,\n")
    (src / "pkg" / "data.csv").write_text("a,b\n1,2\n")
    (src / "nb.ipynb").write_text(notebook_text("import tensorflow as tf\n", "%matplotlib inline\nh = tf.layers.dense(x, 2)"))
    (src / ".git" / "config").write_text("[core]\n")
    return src


def test_single_file_goes_to_stdout(tmp_path, capsys):
    path = tmp_path / "a.py"
    path.write_text(TF1)
    assert cli.main(["migrate", "--mode", "compat", str(path)]) == exit_codes.OK
    captured = capsys.readouterr()
    assert captured.out == compat(TF1)
    assert "1 converted" in captured.err
    assert path.read_text() == TF1


def test_tree_to_output_dir_one_bad_file_does_not_stop_it(tree, tmp_path, capsys):
    before = snapshot(tree)
    out = tmp_path / "out"
    code = cli.main(["migrate", "--mode", "compat", str(tree), "-o", str(out)])
    assert code == exit_codes.INTERNAL  # one file failed
    err = capsys.readouterr().err
    assert f"error: {tree / 'pkg' / 'broken.py'}:2:" in err
    assert "2 converted, 1 unchanged, 0 partly converted, 1 failed, 1 other files copied" in err
    assert snapshot(tree) == before  # inputs untouched
    assert (out / "train.py").read_text() == compat(TF1)
    assert stat.S_IMODE((out / "train.py").stat().st_mode) == 0o755  # mode kept
    assert (out / "pkg" / "util.py").read_text() == PLAIN
    assert (out / "pkg" / "data.csv").read_text() == "a,b\n1,2\n"
    assert not (out / "pkg" / "broken.py").exists()  # never a broken or partial output
    assert not (out / ".git").exists()
    cells = json.loads((out / "nb.ipynb").read_text())["cells"]
    assert "".join(cells[1]["source"]).startswith("%matplotlib inline\n")
    assert not [p for p in out.rglob("*.tmp")]


def test_in_place_rewrites_changed_files_atomically(tree, capsys):
    (tree / "pkg" / "broken.py").unlink()
    util_before = (tree / "pkg" / "util.py").stat().st_mtime_ns
    assert cli.main(["migrate", "--mode", "compat", "--in-place", str(tree)]) == exit_codes.OK
    assert (tree / "train.py").read_text() == compat(TF1)
    assert stat.S_IMODE((tree / "train.py").stat().st_mode) == 0o755
    assert (tree / "pkg" / "util.py").stat().st_mtime_ns == util_before  # unchanged file not rewritten
    assert sorted(p.name for p in tree.rglob("*") if p.is_file()) == [
        "config", "data.csv", "nb.ipynb", "train.py", "util.py"]
    # a second run finds nothing to do: compat mode is idempotent
    assert cli.main(["migrate", "--mode", "compat", "--check", str(tree)]) == exit_codes.OK


def test_in_place_through_a_symlink_keeps_the_link(tmp_path, capsys):
    real = tmp_path / "real.py"
    real.write_text(TF1)
    link = tmp_path / "link.py"
    link.symlink_to(real)
    assert cli.main(["migrate", "--mode", "compat", "--in-place", str(link)]) == exit_codes.OK
    assert link.is_symlink() and real.read_text() == compat(TF1)


def test_check_and_diff_never_write(tree, capsys):
    before = snapshot(tree)
    assert cli.main(["migrate", "--mode", "compat", "--check", str(tree / "train.py")]) == exit_codes.FOUND
    assert "1 would be converted" in capsys.readouterr().err
    assert cli.main(["migrate", "--mode", "compat", "--diff", str(tree / "train.py")]) == exit_codes.OK
    out = capsys.readouterr().out
    assert out.startswith(f"--- a/{tree / 'train.py'}\n+++ b/{tree / 'train.py'}\n")
    assert "-import tensorflow as tf\n" in out and "+import tensorflow.compat.v1 as tf\n" in out
    assert snapshot(tree) == before


def test_json_and_report_file(tree, tmp_path, capsys):
    report_path = tmp_path / "report.json"
    code = cli.main(["migrate", "--mode", "compat", "--check", "--json", "--report", str(report_path), str(tree)])
    assert code == exit_codes.INTERNAL
    printed = json.loads(capsys.readouterr().out)
    assert printed == json.loads(report_path.read_text())
    statuses = {Path(f["path"]).name: f["status"] for f in printed["files"]}
    assert statuses == {"train.py": "converted", "util.py": "unchanged", "broken.py": "failed", "nb.ipynb": "converted"}
    broken = next(f for f in printed["files"] if f["status"] == "failed")
    assert broken["diagnostics"][0]["line"] == 2 and broken["diagnostics"][0]["severity"] == "error"


BAD_BYTES = [
    pytest.param(b"x = '\xff'\n", "bad.py", "1:6", "cannot decode byte 0xff", id="undecodable bytes"),
    pytest.param(b"\x7fELF\x00\x00", "prog.py", "1:5", "binary file", id="binary file"),
    pytest.param(b"{not json", "nb.ipynb", "1:2", "invalid notebook JSON", id="invalid notebook JSON"),
    pytest.param(b"def f(:\n", "syn.py", "1:7", "syntax error", id="syntax error with line:col"),
]


@pytest.mark.parametrize("data, name, position, message", BAD_BYTES)
def test_bad_input_exits_123_and_writes_nothing(tmp_path, capsys, data, name, position, message):
    path = tmp_path / name
    path.write_bytes(data)
    out = tmp_path / "out"
    assert cli.main(["migrate", "--mode", "compat", str(path), "-o", str(out)]) == exit_codes.INTERNAL
    (line,) = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error:")]
    assert line.startswith(f"error: {path}:{position}: ") and message in line
    assert path.read_bytes() == data and not out.exists()


def test_empty_file_is_fine(tmp_path, capsys):
    path = tmp_path / "empty.py"
    path.write_text("")
    assert cli.main(["migrate", str(path), "-o", str(tmp_path / "out.py")]) == exit_codes.OK
    assert (tmp_path / "out.py").read_text() == ""
    assert "1 unchanged" in capsys.readouterr().err


def test_missing_path_is_reported_and_the_others_still_done(tmp_path, capsys):
    good = tmp_path / "good.py"
    good.write_text(TF1)
    out = tmp_path / "out"
    code = cli.main(["migrate", "--mode", "compat", str(tmp_path / "nope.py"), str(good), "-o", str(out)])
    assert code == exit_codes.INTERNAL
    assert f"{tmp_path / 'nope.py'}:1:1: input: no such file or directory" in capsys.readouterr().err
    assert (out / "good.py").read_text() == compat(TF1)


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_unreadable_file(tmp_path, capsys):
    path = tmp_path / "secret.py"
    path.write_text(TF1)
    path.chmod(0)
    assert cli.main(["migrate", str(path), "--check"]) == exit_codes.INTERNAL
    assert "cannot read" in capsys.readouterr().err


USAGE = [
    pytest.param(["{src}", "-o", "{src}"], id="output dir is the input dir"),
    pytest.param(["{src}/train.py", "-o", "{src}/train.py"], id="output file is the input file"),
    pytest.param(["{src}"], id="a tree needs -o, --in-place, --diff or --check"),
    pytest.param(["{src}/train.py", "{src}/pkg/util.py"], id="several files need an output"),
    pytest.param(["{src}", "-o", "{src}/../o", "--in-place"], id="-o and --in-place"),
    pytest.param(["{src}", "--check", "--in-place"], id="--check never writes"),
    pytest.param(["{src}/train.py", "--json"], id="--json and code both on stdout"),
    pytest.param(["{src}", "--check", "-j", "0"], id="-j 0"),
    pytest.param(["{src}/train.py", "{src}/pkg/../train.py", "-o", "{src}/../o"], id="two inputs, one output"),
]


@pytest.mark.parametrize("argv", USAGE)
def test_usage_errors_exit_2_and_write_nothing(tree, capsys, argv):
    before = snapshot(tree.parent)
    argv = [a.format(src=tree) for a in argv]
    assert cli.main(["migrate", *argv]) == exit_codes.USAGE
    assert "tf1to2 migrate: error:" in capsys.readouterr().err
    assert snapshot(tree.parent) == before


def test_a_failing_write_leaves_no_partial_file(tmp_path, monkeypatch, capsys):
    path = tmp_path / "a.py"
    path.write_text(TF1)
    out = tmp_path / "out.py"

    def fail(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", fail)
    assert cli.main(["migrate", "--mode", "compat", str(path), "-o", str(out)]) == exit_codes.INTERNAL
    assert "No space left on device" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.py"]


def test_encoding_and_bom_survive(tmp_path, capsys):
    latin = tmp_path / "latin.py"
    latin.write_bytes(b"# -*- coding: latin-1 -*-\nimport tensorflow as tf\ns = '\xe9'\n")
    bom = tmp_path / "bom.py"
    bom.write_bytes(b"\xef\xbb\xbfimport tensorflow as tf\r\n")
    assert cli.main(["migrate", "--mode", "compat", "--in-place", str(latin), str(bom)]) == exit_codes.OK
    assert latin.read_bytes().endswith(b"s = '\xe9'\n")
    assert b"import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\n" in latin.read_bytes()
    assert bom.read_bytes().startswith(b"\xef\xbb\xbf# tf1to2: compat\r\nimport tensorflow.compat.v1 as tf\r\n")


def test_default_native_mode_output_parses(tmp_path, capsys):
    path = tmp_path / "seed.py"
    path.write_text((FIXTURES / "legacy" / "by_parts_seed.py").read_text())
    code = cli.main(["migrate", str(path), "-o", str(tmp_path / "out.py")])
    assert code in (exit_codes.OK, exit_codes.FOUND)
    compile((tmp_path / "out.py").read_text(), "out.py", "exec")


@pytest.mark.subprocess
def test_parallel_jobs_give_the_same_tree(tree, tmp_path, capsys):
    one, two = tmp_path / "one", tmp_path / "two"
    assert cli.main(["migrate", "--mode", "compat", str(tree), "-o", str(one)]) == exit_codes.INTERNAL
    assert cli.main(["migrate", "--mode", "compat", "-j", "2", str(tree), "-o", str(two)]) == exit_codes.INTERNAL
    assert snapshot(one) == snapshot(two) and snapshot(one)


@pytest.mark.subprocess
def test_compat_output_of_legacy_fixtures_runs_on_plain_tf2_like_the_original(tmp_path):
    """Compat output run with plain `python` prints what the original prints under `tf1to2 run`.

    contrib_attributes: tf.contrib.slim/layers/framework chains; layers_dense: tf.layers (legacy
    Keras env). All four processes run at once to keep the test short.
    """
    names = ["contrib_attributes.py", "layers_dense.py"]
    env = {k: v for k, v in os.environ.items() if k != "TF_USE_LEGACY_KERAS"} | {"TF_CPP_MIN_LOG_LEVEL": "2"}
    processes = {}
    for name in names:
        source = FIXTURES / "legacy" / name
        (tmp_path / name).write_text(compat(source.read_text()))
        processes[name, "migrated"] = [sys.executable, name]
        processes[name, "legacy"] = [sys.executable, "-m", "migrate.cli", "run", str(source)]
    running = {key: subprocess.Popen(argv, cwd=tmp_path, env=env, text=True, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE) for key, argv in processes.items()}
    results = {key: (p.communicate(timeout=300), p.returncode) for key, p in running.items()}
    for name in names:
        (legacy_out, legacy_err), legacy_code = results[name, "legacy"]
        (out, err), code = results[name, "migrated"]
        assert legacy_code == 0, (name, legacy_err[-2000:])
        assert code == 0, (name, err[-2000:])
        assert out == legacy_out and out.strip(), name


def test_command_modes_match_the_converter():
    from migrate.commands import convert as command
    from migrate.source import convert as converter

    assert command.MODES == converter.MODES


@pytest.mark.subprocess
def test_building_the_parser_does_not_import_the_converter():
    """`tf1to2 run` builds the same parser: it must not pay for libcst."""
    code = "import sys, migrate.cli; migrate.cli.build_parser(); print('libcst' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
