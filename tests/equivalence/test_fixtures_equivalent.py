"""Every legacy fixture, migrated in native mode, prints the same values as the original.

For each script in tests/fixtures/legacy (``legacy_expectations.SCRIPTS``) and each input in
tests/fixtures/golden (``NAME.py``, not ``NAME.expected.py``: the converter-only cases), the converter's native output (helpers it imports from its
folder migrated too) is compared with the original by ``compare_variants``: the TF1 era is the
independent route. The migrated script runs twice, under tf-keras (the suite's setting) and
under Keras 3 (TF2's default, what a user of the migrated script gets); the legacy one once.
All scripts run two at a time (module fixture); one test per script and Keras.
"""
import glob
import importlib.util
import os

import pytest

from migrate.commands.check import local_imports, migrate_file
from migrate.compare import compare_variants

FIXTURES = os.path.join(os.path.dirname(os.path.dirname(__file__)), "fixtures")
_spec = importlib.util.spec_from_file_location("legacy_expectations", os.path.join(FIXTURES, "legacy_expectations.py"))
EXPECT = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(EXPECT)

CASES = {os.path.join(FIXTURES, "legacy", name): info["args"] for name, info in EXPECT.SCRIPTS.items()}


def _text(path):
    with open(path, "rb") as f:
        return f.read()


_seen = {_text(s) for s in CASES}
for _golden in sorted(glob.glob(os.path.join(FIXTURES, "golden", "*.py"))):
    # golden inputs are NAME.py (NAME.expected.py is the converter's expected output); inputs
    # identical to a legacy fixture are not run twice
    if not _golden.endswith(".expected.py") and _text(_golden) not in _seen:
        CASES[_golden] = []
        _seen.add(_text(_golden))

# script name -> reason (a converter bug) for the cases known to fail; keep this short
KNOWN_FAILURES = {}

# scripts whose native migration is (partly) a compat island; every other script, and the
# helper modules it imports, must convert natively (status "converted")
COMPAT_ISLANDS = {
    "aliases_and_from_imports.py",
    "slim_batch_norm_flag.py",  # slim.batch_norm is not converted natively
    "tensor_by_name.py",
}

pytestmark = pytest.mark.subprocess


def _migrate(script: str, out_dir: str):
    os.makedirs(out_dir, exist_ok=True)
    out = os.path.join(out_dir, os.path.basename(script))
    notes = []
    result = migrate_file(script, out, "native", notes.append)
    helpers = []
    with open(script, encoding="utf-8") as f:
        for helper in local_imports(f.read(), os.path.dirname(script)):
            helpers.append(migrate_file(helper, os.path.join(out_dir, os.path.basename(helper)), "native", notes.append))
    return out, result, helpers


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory, zygotes, keras3_zygotes):
    """script -> (conversion, {"tf-keras": result, "keras3": result} or None, helper conversions)."""
    from concurrent.futures import ThreadPoolExecutor

    root = tmp_path_factory.mktemp("migrated")
    migrated = {s: _migrate(s, str(root / os.path.splitext(os.path.basename(s))[0])) for s in CASES}
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {s: pool.submit(compare_variants, s, [out, out], args=CASES[s], zygotes=zygotes,
                                  modern_zygotes=[zygotes, keras3_zygotes])
                   for s, (out, conv, _) in migrated.items() if conv.status != "failed"}
        out = {}
        for s in CASES:
            results = dict(zip(KERAS, futures[s].result())) if s in futures else None
            out[s] = (migrated[s][1], results, migrated[s][2])
        return out


KERAS = ("tf-keras", "keras3")


def _param(script):
    name = os.path.basename(script)
    marks = [pytest.mark.xfail(reason=KNOWN_FAILURES[name], strict=True)] if name in KNOWN_FAILURES else []
    return pytest.param(script, id=os.path.relpath(script, FIXTURES), marks=marks)


@pytest.mark.parametrize("keras", KERAS)
@pytest.mark.parametrize("script", [_param(s) for s in CASES])
def test_native_migration_prints_the_same_values(outcomes, script, keras):
    conversion, results, helpers = outcomes[script]
    if os.path.basename(script) not in COMPAT_ISLANDS:
        for converted in [conversion] + helpers:
            assert converted.status == "converted", "compat island:\n" + "\n".join(map(str, converted.diagnostics))
    assert conversion.status != "failed", "conversion failed:\n" + "\n".join(map(str, conversion.diagnostics))
    result = results[keras]
    assert result.verdict == "equivalent", result.explain()
    assert result.rows, "the fixture printed nothing: nothing was compared"


def test_keras3_zygotes_run_keras3_and_the_suite_pool_runs_tf_keras(zygotes, keras3_zygotes, tmp_path):
    # the Keras 3 runs above are only worth something if they really run Keras 3
    from migrate.compare import run_side

    script = tmp_path / "which_keras.py"
    script.write_text("import sys\nimport tensorflow as tf\n"
                      "open(sys.argv[1], 'w').write(type(tf.keras.layers.Dense(1)).__module__)\n")
    seen = {}
    for name, pool in (("suite", zygotes), ("keras3", keras3_zygotes)):
        out = tmp_path / f"{name}.txt"
        side = run_side("modern", str(script), [str(out)], str(tmp_path), str(tmp_path / "none.npz"), 120,
                        tag=name, zygotes=pool)
        assert side.returncode == 0, side.stderr_tail
        seen[name] = out.read_text()
    assert seen["suite"].startswith("tf_keras."), seen
    assert seen["keras3"].startswith("keras."), seen
