"""``tf1to2 check``: migrate, run both eras, compare, in one command."""
import os

import pytest

from migrate import cli, exit_codes
from migrate.commands.check import EXAMPLE, local_imports

pytestmark = pytest.mark.subprocess


def test_default_example_tells_the_whole_story(capsys):
    code = cli.main(["check"])
    out = capsys.readouterr().out
    assert "checking the bundled example" in out and EXAMPLE in out
    steps = ["1. migrating", "2. running the TF1 era", "3. running the TF2 era", "4. comparing"]
    assert [out.index(s) for s in steps] == sorted(out.index(s) for s in steps)
    assert "verdict: EQUIVALENT: 2 values agree" in out
    converted = out.rsplit("converted code: ", 1)[1].strip()
    assert os.path.isfile(converted) and os.path.basename(converted) == "by_parts_seed.py"
    assert converted != EXAMPLE
    status = out.split("(status: ", 1)[1].split(",", 1)[0]
    assert status in ("converted", "partial")
    # honest about compat islands: a partial conversion is said, and check still compares
    assert ("conversion is partial" in out) == (status == "partial")
    # exit 1 for constructs left unconverted (DESIGN.md's contract, as ``migrate``), else 0
    assert code == (exit_codes.FOUND if status == "partial" else exit_codes.OK), out


def test_an_equivalent_partial_conversion_exits_1(tmp_path, capsys):
    script = tmp_path / "island.py"
    script.write_text("import tensorflow as tf\nx = tf.constant(1.0)\nkind = x.op.type\n"
                      "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(x), kind)\n")
    code = cli.main(["check", str(script), "-o", str(tmp_path / "out" / "island.py")])
    out = capsys.readouterr().out
    assert "(status: partial" in out and "verdict: EQUIVALENT" in out, out
    assert code == exit_codes.FOUND


def test_compat_mode_to_an_output_file_with_a_helper_module(tmp_path, capsys):
    script = os.path.join(os.path.dirname(os.path.dirname(__file__)), "fixtures", "legacy", "uses_helper.py")
    out_file = tmp_path / "ported.py"
    code = cli.main(["check", script, "--mode", "compat", "-o", str(out_file)])
    out = capsys.readouterr().out
    assert code == exit_codes.OK, out
    assert out_file.is_file() and (tmp_path / "helper_model.py").is_file()
    assert "migrating helper module" in out and "verdict: EQUIVALENT" in out


def test_missing_script_and_overwriting_output_are_clear_errors(tmp_path, capsys):
    assert cli.main(["check", "no_such_script.py"]) == exit_codes.INTERNAL
    assert "script not found: no_such_script.py" in capsys.readouterr().err
    script = tmp_path / "s.py"
    script.write_text("print(1)\n")
    assert cli.main(["check", str(script), "-o", str(script)]) == exit_codes.USAGE
    assert "would overwrite SCRIPT" in capsys.readouterr().err
    assert script.read_text() == "print(1)\n"


def test_local_imports_finds_only_sibling_modules(tmp_path):
    (tmp_path / "helper.py").write_text("x = 1\n")
    source = "import os\nimport helper\nfrom helper import x\nimport tensorflow as tf\n"
    assert local_imports(source, str(tmp_path)) == [str(tmp_path / "helper.py")]


def test_a_latin1_script_is_read_and_written_in_its_encoding(tmp_path, capsys):
    """Hunt 16 W7: a PEP 263 latin-1 file (which migrate and run read) failed with a UTF-8
    decode error; the converted file keeps the encoding its cookie states."""
    script = tmp_path / "latin.py"
    script.write_bytes("# -*- coding: latin-1 -*-\n# caf\xe9\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [2])\n"
                       "with tf.Session() as sess:\n    print('\xe9t\xe9', sess.run(x * 2.0, {x: [1.0, 2.0]}))\n".encode("latin-1"))
    out = tmp_path / "out" / "latin.py"
    code = cli.main(["check", str(script), "-o", str(out)])
    printed = capsys.readouterr().out
    assert "verdict: EQUIVALENT" in printed and code == exit_codes.OK, printed
    assert "\xe9t\xe9" in out.read_bytes().decode("latin-1")
