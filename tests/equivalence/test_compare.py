"""``compare_scripts`` on hand-written pairs (tests/fixtures/pairs): what must agree, what must not.

Each family runs its legacy script once (``compare_variants``) against several TF2 versions, one
of them right and the others wrong in one planted way; the wrong ones must be named. Children
cost a TensorFlow import each, so families are module-scoped fixtures.
"""
import dataclasses
import json
import os
import subprocess
import sys
import time

import pytest

from migrate import cli, exit_codes
from migrate.compare import compare_records, compare_scripts, compare_variants, run_side

PAIRS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "fixtures", "pairs")
BAD = os.path.join(os.path.dirname(os.path.dirname(__file__)), "fixtures", "bad")

pytestmark = pytest.mark.subprocess


def pair(name):
    return os.path.join(PAIRS, name)


def bad_rows(result):
    return [r for r in result.rows if not r.ok]


@pytest.fixture(scope="module")
def base(zygotes):
    names = ["base_tf2.py", "wrong_sign_tf2.py", "wrong_shape_tf2.py", "missing_print_tf2.py",
             "nesting_tf2.py", "crash_tf2.py"]
    return dict(zip(names, compare_variants(pair("base_legacy.py"), [pair(n) for n in names], zygotes=zygotes)))


@pytest.fixture(scope="module")
def plain(zygotes):
    names = ["plain_tf2.py", "plain_text_differs.py", "plain_huge_changed.py"]
    return dict(zip(names, compare_variants(pair("plain_legacy.py"), [pair(n) for n in names], zygotes=zygotes)))


def test_right_port_is_equivalent_and_table_has_every_print(base):
    result = base["base_tf2.py"]
    assert result.verdict == "equivalent", result.explain()
    # base_legacy.py prints 3 + 3 times; two prints have two arguments
    assert [r.index for r in result.rows] == ["1.1", "1.2", "2.1", "2.2", "3", "4", "5", "6"]
    assert result.rows[4].kind == "list[list[array]]" and result.rows[4].shape == "(4, 2)"
    assert result.legacy.fetches >= 6  # Session.run results are recorded too
    text = result.explain()
    assert "max abs err" in text and "verdict: EQUIVALENT" in text


def test_wrong_sign_is_named_with_index_and_values(base):
    result = base["wrong_sign_tf2.py"]
    assert result.verdict == "different"
    (row,) = bad_rows(result)
    assert row.legacy_at == "base_legacy.py:15" and row.migrated_at == "wrong_sign_tf2.py:14"
    assert "8 of 8 values differ" in row.problem and "first at index (0, 0)" in row.problem
    legacy_grad = result.legacy.prints[2]["v"][0]["items"][0]["items"][0]["data"]
    migrated_grad = result.migrated.prints[2]["v"][0]["items"][0]["items"][0]["data"]
    assert migrated_grad == [-g for g in legacy_grad] and any(legacy_grad)
    assert row.max_abs == pytest.approx(2 * max(abs(g) for g in legacy_grad), rel=1e-6)


def test_wrong_shape_is_named(base):
    (row,) = bad_rows(base["wrong_shape_tf2.py"])
    assert row.problem == "shape (3, 2) vs (6, 1)" and row.index == "1.2"


def test_missing_print_is_named_and_the_rest_still_aligns(base):
    result = base["missing_print_tf2.py"]
    (row,) = bad_rows(result)
    assert row.legacy_at == "base_legacy.py:14" and row.migrated_at == ""
    assert row.problem.startswith("print missing in the migrated run: text 'loss:'")
    assert "value #2" in result.reason


def test_different_nesting_is_named(base):
    (row,) = bad_rows(base["nesting_tf2.py"])
    assert row.problem.startswith("at [0]: legacy has a list of 1, migrated an array of shape (4, 2)")


def test_migrated_crash_shows_its_error(base):
    result = base["crash_tf2.py"]
    assert result.verdict == "crashed" and result.migrated.returncode == 1
    assert "ValueError: migrated script broke after two prints" in result.reason
    text = result.explain()
    assert "modern run crashed" in text and 'crash_tf2.py", line 14' in text
    assert "recorder.py" not in text and "I0000" not in text  # no tf1to2 frames, no C++ log noise


def test_random_init_shares_legacy_values_by_name(zygotes):
    result = compare_scripts(pair("random_init_legacy.py"), pair("random_init_tf2.py"), zygotes=zygotes)
    assert result.verdict == "equivalent", result.explain()
    rules = [(v["name"], v["matched"], v["rule"]) for v in result.migrated.variables]
    assert rules == [("layer1/w", "layer1/w", "exact"), ("layer1/b", "layer1/b", "exact"),
                     ("Variable", "Variable", "exact"), ("Variable", "Variable_1", "uniquified")]
    assert result.unmatched_legacy == () and result.unmatched_migrated == ()
    # the independent route: without the shared values, TF2's own draws give other numbers
    import tempfile

    with tempfile.TemporaryDirectory() as work:
        alone = run_side("modern", pair("random_init_tf2.py"), [], work, os.path.join(work, "none.npz"), 300,
                         zygotes=zygotes)
    rows = compare_records(list(result.legacy.prints), list(alone.prints), lambda d: (1e-6, 1e-5))
    assert not all(r.ok for r in rows)


def test_same_shape_unnamed_variables_take_their_values_in_creation_order(zygotes):
    """TF1 names them Variable, Variable_1...; TF2 calls all of them "Variable": they pair in
    creation order. (The TF1 side once listed them in the initialiser's graph-walk order,
    which varies between runs: b1 took b2's value in 1 of 3 runs of a real script.)"""
    result = compare_scripts(pair("same_shape_legacy.py"), pair("same_shape_tf2.py"), zygotes=zygotes)
    assert result.verdict == "equivalent", result.explain()
    assert [v["matched"] for v in result.migrated.variables] == ["Variable"] + [f"Variable_{i}" for i in range(1, 8)]


def test_keras_layers_take_the_tf_layers_values(zygotes):
    result = compare_scripts(pair("dense_legacy.py"), pair("dense_tf2.py"), zygotes=zygotes)
    assert result.verdict == "equivalent", result.explain()
    assert [v["matched"] for v in result.migrated.variables] == [
        "dense/kernel", "dense/bias", "dense_1/kernel", "dense_1/bias"]


def test_training_loop_is_equivalent(zygotes):
    result = compare_scripts(pair("train_legacy.py"), pair("train_tf2.py"), zygotes=zygotes)
    assert result.verdict == "equivalent", result.explain()
    assert len(result.rows) == 8 and {v["matched"] for v in result.migrated.variables} == {"w", "b"}


def test_scripts_printing_nothing(zygotes):
    result = compare_scripts(pair("silent_legacy.py"), pair("silent_tf2.py"), zygotes=zygotes)
    assert result.verdict == "equivalent" and result.rows == ()
    assert "neither script printed" in result.explain()


def test_a_forked_child_leaves_no_temporary_files(tmp_path, zygotes):
    """Zygote children end with os._exit (no atexit handlers): their tempfile directory, where
    autograph writes a file per tf.function it converts, is removed when they end."""
    script = tmp_path / "temp_files.py"
    script.write_text(
        "import tempfile\nimport tensorflow as tf\n"
        "kept = tempfile.NamedTemporaryFile(suffix='.txt', delete=False)\n"
        "print('made', kept.name)\n"
        "print('traced', tf.function(lambda x: x * 2 if x > 0 else -x)(tf.constant(3.0)).numpy())\n"
    )
    side = run_side("modern", str(script), [], str(tmp_path), str(tmp_path / "none.npz"), 300, zygotes=zygotes)
    assert side.returncode == 0, side.stderr_tail
    made = side.stdout_tail.split("made ", 1)[1].split()[0]
    assert not os.path.exists(made) and not os.path.exists(os.path.dirname(made))
    assert "traced 6.0" in side.stdout_tail


def test_a_run_entry_runs_the_script_as_tf1to2_run_does(tmp_path, zygotes):
    """``entry="run"``: the forked child is ``python -m compat_v1 SCRIPT ARGS``: TF1 graph mode
    with tf.layers on tf-keras, the script's arguments and exit code, nothing recorded."""
    script = tmp_path / "tf1_script.py"
    script.write_text(
        "import sys\nimport tensorflow as tf\n"
        "x = tf.placeholder(tf.float32, [None, 2])\n"
        "y = tf.layers.dense(x, 1, kernel_initializer=tf.ones_initializer())\n"
        "with tf.Session() as sess:\n"
        "    sess.run(tf.global_variables_initializer())\n"
        "    print('eager', tf.executing_eagerly(), 'y', sess.run(y, {x: [[1.0, 2.0]]})[0, 0], sys.argv[1:])\n"
        "sys.exit(3)\n"
    )
    out, err = tmp_path / "out.txt", tmp_path / "err.txt"
    code, timed_out = zygotes.run("legacy", [str(script), "a", "b"], str(tmp_path), str(out), str(err), 300, entry="run")
    assert (code, timed_out) == (3, False), err.read_text()
    assert out.read_text() == "eager False y 3.0 ['a', 'b']\n"
    with pytest.raises(ValueError, match="modern zygote cannot serve entry 'run'"):
        zygotes.run("modern", [str(script)], str(tmp_path), str(out), str(err), 300, entry="run")


def test_process_level_oddities_do_not_break_recording(plain):
    """non-UTF-8 bytes, lone surrogates, os.chdir, os._exit, 2000 prints, a 1e6-element array."""
    result = plain["plain_tf2.py"]
    assert result.verdict == "equivalent", result.explain()
    assert not result.legacy.finished and not result.migrated.finished  # os._exit: no end record
    last = result.legacy.prints[-1]
    assert last["v"][0]["v"] == "last" and last["v"][1]["v"] == 42  # recorded after chdir
    assert any(p["v"][-1].get("v") == "lone \udcff surrogate" for p in result.legacy.prints)
    assert len(result.rows) == 4013 and "ended without returning" in result.explain()
    # bounded: the million floats are not in the JSON records
    assert sum(len(json.dumps(p)) for p in result.legacy.prints) < 1_000_000


def test_non_numeric_text_difference(plain):
    result = plain["plain_text_differs.py"]
    assert result.reason.endswith("text differs: 'hello, world' vs 'hello, World'")


def test_one_element_of_a_million_is_found(plain):
    (row,) = bad_rows(plain["plain_huge_changed.py"])
    assert "1 of 1000000 values differ" in row.problem and "index (500, 500)" in row.problem


def test_past_the_array_budget_large_arrays_are_summaries(monkeypatch, zygotes):
    monkeypatch.setenv("TF1TO2_ARRAY_BUDGET", "0")
    same, changed = compare_variants(pair("plain_legacy.py"), [pair("plain_tf2.py"), pair("plain_huge_changed.py")],
                                     zygotes=zygotes)
    assert same.verdict == "equivalent", same.explain()
    assert any("summary" in n for r in same.rows for n in r.notes)
    (row,) = bad_rows(changed)
    assert "summaries differ" in row.problem


def test_legacy_crash_is_reported_and_migrated_not_run(zygotes):
    result = compare_scripts(os.path.join(BAD, "raises.py"), pair("base_tf2.py"), zygotes=zygotes)
    assert result.verdict == "crashed" and result.migrated is None
    assert "ValueError: bad value: [2]" in result.reason
    assert "legacy run crashed" in result.explain()


def test_a_crash_whose_traceback_outgrows_the_stderr_tail_is_still_a_crash(tmp_path, zygotes):
    """TF's graph errors print thousands of characters after the traceback header; the end
    record says the script died of an uncaught exception (was: both sides crashed alike, the
    header was cut from the tail, and two crashes compared "equivalent: 0 values")."""
    script = tmp_path / "long_error.py"
    script.write_text("print('before', 1.0)\nraise RuntimeError('Graph execution error:\\n' + "
                      "'\\n'.join('  node %d defined at ...' % i for i in range(400)))\n")
    result = compare_scripts(str(script), str(script), zygotes=zygotes)
    assert "Traceback (most recent call last)" not in result.legacy.stderr_tail  # the old heuristic's blind spot
    assert result.verdict == "crashed" and result.migrated is None, result.reason
    assert "RuntimeError: Graph execution error: node 0 defined at" in result.reason


@pytest.mark.parametrize("forked", [False, True], ids=["fresh process", "forked by the zygote"])
def test_a_hanging_side_is_killed_with_its_process_group(tmp_path, zygotes, forked):
    pid_file = tmp_path / "grandchild.pid"
    start = time.monotonic()
    side = run_side("modern", pair("hang_tf2.py"), [str(pid_file)], str(tmp_path), str(tmp_path / "none.npz"), 3,
                    zygotes=zygotes if forked else None)
    assert side.timed_out and side.returncode is None and time.monotonic() - start < 30
    assert [p["v"][0]["v"] for p in side.prints] == ["started"]
    grandchild = int(pid_file.read_text())
    for _ in range(50):  # the kill is asynchronous; init reaps the orphan
        try:
            os.kill(grandchild, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        pytest.fail(f"grandchild {grandchild} survived the timeout")


def test_cli_timeout_exit_code_and_message(capsys):
    hangs = os.path.join(BAD, "hangs.py")
    assert cli.main(["compare", hangs, hangs, "--timeout", "2"]) == exit_codes.INTERNAL
    assert "verdict: TIMEOUT: the legacy script timed out after 2 s" in capsys.readouterr().out


def test_cli_missing_file_and_bad_options(capsys):
    assert cli.main(["compare", "no_such_script.py", pair("base_tf2.py")]) == exit_codes.INTERNAL
    assert "legacy script not found: no_such_script.py" in capsys.readouterr().err
    assert cli.main(["compare", pair("base_legacy.py"), pair("base_tf2.py"), "--rtol", "-1"]) == exit_codes.USAGE
    assert "--rtol must be a non-negative number" in capsys.readouterr().err


def test_cli_json_and_exit_code_for_a_difference(base):
    """Fresh processes (the CLI's way); the rows equal the zygote-forked run's (only a speed-up)."""
    proc = subprocess.run([sys.executable, "-m", "migrate.cli", "compare", pair("base_legacy.py"),
                           pair("nesting_tf2.py"), "--json"], capture_output=True, text=True)
    assert proc.returncode == exit_codes.FOUND, proc.stderr
    data = json.loads(proc.stdout)
    assert data["verdict"] == "different" and data["rows"][4]["ok"] is False
    assert data["tolerances"]["float32"] == [1e-6, 1e-5]
    forked = json.loads(json.dumps([dataclasses.asdict(r) for r in base["nesting_tf2.py"].rows]))
    assert data["rows"] == forked


def _same_script_in(folder, body: str, tmp_path, monkeypatch, zygotes):
    """``compare_scripts`` of ``body`` as both eras' script, run from ``folder``."""
    legacy, migrated = tmp_path / "legacy.py", tmp_path / "migrated.py"
    legacy.write_text(body)
    migrated.write_text(body)
    monkeypatch.chdir(folder)
    return compare_scripts(str(legacy), str(migrated), zygotes=zygotes)


def test_each_era_runs_in_a_working_directory_of_its_own(tmp_path, monkeypatch, zygotes):
    """Both scripts save a checkpoint-like file in the working directory when none is there and
    print whether they found one. Run in the caller's folder, the migrated run found the legacy
    run's file (DIFFERENT: a ``latest_checkpoint('.')`` restore compared TF1's values with
    themselves); each era now runs in a mirror of the caller's folder, so both find none, read
    the caller's data file there, and leave the caller's folder as it was."""
    folder = tmp_path / "user"
    folder.mkdir()
    (folder / "data.txt").write_text("41\n")
    body = ("import os\nimport tensorflow as tf\nfound = os.path.exists('model.ckpt')\n"
            "open('model.ckpt', 'w').write('saved')\nprint('found', found, 'data', int(open('data.txt').read()) + 1)\n")
    result = _same_script_in(folder, body, tmp_path, monkeypatch, zygotes)
    assert result.verdict == "equivalent", result.reason
    assert "found False data 42" in result.migrated.stdout_tail
    assert sorted(os.listdir(folder)) == ["data.txt"]


def test_writes_into_existing_folders_and_files_stay_in_their_era(tmp_path, monkeypatch, zygotes):
    """A script saving into a folder that already exists (``./ckpt/model``) or rewriting a small
    file that exists (``./ckpt/checkpoint`` from an earlier run) wrote through the era's link
    into the caller's folder: the migrated run then found the legacy run's file. Folders are
    now made anew in each era and small files copied."""
    folder = tmp_path / "user"
    (folder / "ckpt").mkdir(parents=True)
    (folder / "ckpt" / "checkpoint").write_text("old\n")
    body = ("import os\nimport tensorflow as tf\nfound = os.path.exists('ckpt/model')\n"
            "old = open('ckpt/checkpoint').read().strip()\n"
            "open('ckpt/model', 'w').write('saved')\nopen('ckpt/checkpoint', 'w').write('new')\n"
            "print('found', found, 'checkpoint', old)\n")
    result = _same_script_in(folder, body, tmp_path, monkeypatch, zygotes)
    assert result.verdict == "equivalent", result.explain()
    assert "found False checkpoint old" in result.migrated.stdout_tail
    assert sorted(os.listdir(folder / "ckpt")) == ["checkpoint"]
    assert (folder / "ckpt" / "checkpoint").read_text() == "old\n"


def test_a_variable_tf1_initialised_again_keeps_its_own_draws(zygotes):
    """Hvass-Labs' ensemble re-runs ``global_variables_initializer()`` before each network. A
    TF2-era variable started from TF1's first value was reset to it by the island's second
    initialisation, where TF1 drew anew: the second network differed (blind pass 11, an exact
    compat island reported DIFFERENT). A variable drawn again and used keeps its own (seeded)
    draws; one drawn again and restored before any use (a new session's init, then restore) is
    still shared."""
    result = compare_scripts(pair("reinit_legacy.py"), pair("reinit_compat.py"), zygotes=zygotes)
    assert result.verdict == "equivalent", result.explain()
    shared = {v["name"]: v.get("shared", True) for v in result.migrated.variables if v.get("matched")}
    assert shared == {"w": False, "v": True}, result.migrated.variables
    assert "not shared, TF1 initialised them again (new draws): 1: w" in result.explain()
    assert len(result.rows) == 8  # (w first/second, v first/restored: label and value each)


def test_a_difference_from_a_legacy_script_that_does_not_repeat_says_so(zygotes, base):
    """Morvan's DDPG races in TF1 (blind pass 18): `check` said EQUIVALENT once and DIFFERENT
    twice with no hint. A difference now runs the legacy script again; if it prints other values
    itself, the reason says so. A port that really differs from a repeatable script gets no
    such remark."""
    result = compare_scripts(pair("unstable_legacy.py"), pair("unstable_tf2.py"), zygotes=zygotes)
    assert result.verdict == "different"
    assert "the legacy script itself printed other values on a second run (its value #2" in result.reason
    assert "itself printed other values" not in base["wrong_sign_tf2.py"].reason


def test_op_seeded_draws_of_a_script_turning_graph_mode_on_itself_match_the_legacy_era(zygotes):
    """Both eras are seeded (``--seed``); the legacy era's graph got the seed, but a converted
    file with a compat island turns graph mode on itself and its graph had none: an op-seeded
    draw (``shuffle(seed=2)``, ``random_normal(seed=1)``) paired another graph seed with its op
    seed and ``check`` said DIFFERENT for an exact island (hunt 3). The two scripts are the same
    program; their draws must agree."""
    result = compare_scripts(pair("op_seeds_legacy.py"), pair("op_seeds_compat.py"), zygotes=zygotes)
    assert result.verdict == "equivalent", result.explain()
    assert len(result.rows) == 2
