"""The red-team corpus (``tests/corpus/huntNN/``): every script a hunt wrote converts without
a converter failure, its output compiles, and converting the output again changes nothing.

The numbers of each script were judged when the hunt wrote it (``results.tsv`` beside the
scripts: ``tf1to2 check`` in both eras); ``scripts/corpus_diff.py`` lists the scripts a change
converts differently, to be judged again. Strings in, strings out: no TensorFlow import."""
import pathlib

import pytest

from migrate.source.convert import convert_source

CORPUS = pathlib.Path(__file__).resolve().parents[1] / "corpus"
SCRIPTS = sorted(CORPUS.glob("hunt*/*.py"))


def test_the_corpus_holds_the_hunts_and_their_verdicts():
    """Each hunt folder lists every script it holds in its ``results.tsv`` (the verdict when the
    hunt judged it), and has its ``REPORT.md``."""
    hunts = sorted(p for p in CORPUS.glob("hunt*") if p.is_dir())
    assert len(hunts) >= 2 and len(SCRIPTS) >= 150
    for hunt in hunts:
        rows = [line.split("\t") for line in (hunt / "results.tsv").read_text().splitlines()[1:] if line.strip()]
        listed = {row[0].removesuffix(".py") for row in rows}
        assert {p.stem for p in hunt.glob("*.py")} - listed == set(), hunt.name
        assert all(row[1] in {"OK", "R", "W", "M", "N", "C"} for row in rows), hunt.name
        assert (hunt / "REPORT.md").is_file()


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_corpus_script_converts_compiles_and_converts_to_itself(path):
    result = convert_source(path.read_text(encoding="utf-8"), path=path.name)
    assert result.status in ("converted", "partial", "unchanged"), [str(d) for d in result.diagnostics]
    assert not [d for d in result.diagnostics if d.rule == "internal"]
    compile(result.code, path.name, "exec")
    again = convert_source(result.code, path=path.name)
    assert again.code == result.code, [str(d) for d in again.diagnostics]
