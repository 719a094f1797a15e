"""The summary line, the JSON report and the exit code (migrate.source.report)."""
import json

import pytest

from migrate import exit_codes
from migrate.source.diagnostics import Diagnostic
from migrate.source.report import FileOutcome, diagnostic_lines, exit_code, summary, to_json

WARN = Diagnostic("b.py", 3, 5, "compat", "tf.contrib.learn has no TF2 home", "warning")
NOTE = Diagnostic("a.py", 1, 1, "native", "converted tf.gradients", "info")
ERR = Diagnostic("c.py", 2, 7, "parse", "syntax error: invalid syntax", "error")

CONVERTED = FileOutcome("a.py", "out/a.py", "python", "converted", (NOTE,))
PARTIAL = FileOutcome("b.py", "out/b.py", "python", "partial", (WARN,))
FAILED = FileOutcome("c.py", "out/c.py", "python", "failed", (ERR,))
UNCHANGED = FileOutcome("d.py", "out/d.py", "python", "unchanged")
COPIED = FileOutcome("e.txt", "out/e.txt", "copy", "copied")
UNCHANGED_WARNED = FileOutcome("f.py", None, "python", "unchanged", (WARN,))


def test_summary_counts_every_status_and_severity():
    line = summary([CONVERTED, PARTIAL, FAILED, UNCHANGED, COPIED])
    assert line == ("tf1to2 migrate: 1 converted, 1 unchanged, 1 partly converted, 1 failed, 1 other files copied; "
                    "3 diagnostics (1 error, 1 warning, 1 info)")


def test_summary_under_check_says_would():
    assert summary([CONVERTED], check=True).startswith("tf1to2 migrate: 1 would be converted, 0 unchanged")
    assert summary([]) == "tf1to2 migrate: 0 converted, 0 unchanged, 0 partly converted, 0 failed; 0 diagnostics"


def test_diagnostic_lines_show_warnings_errors_and_notes():
    assert diagnostic_lines([CONVERTED, PARTIAL, FAILED]) == [
        "note: a.py:1:1: native: converted tf.gradients",
        "b.py:3:5: compat: tf.contrib.learn has no TF2 home",
        "error: c.py:2:7: parse: syntax error: invalid syntax",
    ]
    assert diagnostic_lines([CONVERTED], include_info=False) == []


def test_json_report_is_serialisable_and_complete():
    report = json.loads(json.dumps(to_json([CONVERTED, FAILED], "native")))
    assert report["version"] == 1 and report["mode"] == "native"
    assert report["summary"]["converted"] == 1 and report["summary"]["failed"] == 1
    assert report["summary"]["diagnostics"] == 2
    assert report["files"][1] == {
        "path": "c.py", "output": "out/c.py", "kind": "python", "status": "failed",
        "diagnostics": [{"path": "c.py", "line": 2, "col": 7, "rule": "parse",
                         "reason": "syntax error: invalid syntax", "severity": "error"}],
    }


EXITS = [
    pytest.param([CONVERTED, UNCHANGED, COPIED], False, exit_codes.OK, id="all converted: 0"),
    pytest.param([CONVERTED], True, exit_codes.FOUND, id="check with a change: 1"),
    pytest.param([UNCHANGED], True, exit_codes.OK, id="check, nothing to change: 0"),
    pytest.param([CONVERTED, PARTIAL], False, exit_codes.FOUND, id="partial: 1"),
    pytest.param([UNCHANGED_WARNED], False, exit_codes.FOUND, id="a warning on an unchanged file: 1"),
    pytest.param([PARTIAL, FAILED, CONVERTED], True, exit_codes.INTERNAL, id="any failure wins: 123"),
    pytest.param([], False, exit_codes.OK, id="nothing: 0"),
]


@pytest.mark.parametrize("outcomes, check, code", EXITS)
def test_exit_code(outcomes, check, code):
    assert exit_code(outcomes, check=check) == code
