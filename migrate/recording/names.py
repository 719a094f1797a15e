"""Which TF1 variable gives its initial value to a TF2 variable: the name-matching rules.

A TF2 variable (full name, e.g. ``"layer1/w"`` from ``tf.name_scope("layer1")`` +
``tf.Variable(..., name="w")``) is matched to a not-yet-used TF1 variable of the same shape.
Names are first normalised: the output index is dropped (``"w:0"`` -> ``"w"``). Then the first
rule that finds a candidate wins; within a rule, candidates are taken in the TF1 creation order:

1. ``exact``: the normalised names are equal (``"w:0"`` <-> ``"w"``,
   ``"dense/kernel:0"`` <-> ``"dense/kernel"``).
2. ``uniquified``: equal once every path component loses a ``_<digits>`` suffix. TF1 graphs
   uniquify repeated names (``"w"``, ``"w_1"``) and Keras numbers layers (``"dense_1"``), while
   eager TF2 does not uniquify (``"w"``, ``"w"``): the k-th TF2 ``"w"`` gets the k-th TF1 ``"w*"``.
3. ``suffix``: one path is a suffix of the other, component by component, after rule 2's
   stripping (``"model/layer1/w"`` <-> ``"layer1/w"`` or ``"w"``).

A script that resets the default graph names its new variables like the old ones; the recorder
keeps those of the k-th graph as ``"<name> (graph k)"`` (``in_graph``), which rule 1 never
pairs and rules 2-3 read as ``<name>``: after the first graph's ``"Variable"``, the next TF2
``"Variable"`` takes the first graph's ``"Variable_1"``, then the second graph's ``"Variable"``.

A candidate whose shape differs is skipped (and named in the note if nothing else matches).
Anything unmatched keeps its own initial value and is reported (TF2 side: at creation; TF1
side: the trainable variables no TF2 variable took). Optimizer slots (``"w/Adam"``) and
counters are TF1 non-trainable variables and usually stay unmatched; they are counted apart.
"""
from __future__ import annotations

import re

_INDEX = re.compile(r":\d+$")
_UNIQUE = re.compile(r"_\d+$")
_GRAPH = re.compile(r" \(graph \d+\)$")


def normalize(name: str) -> str:
    """``"scope/w:0"`` -> ``"scope/w"``."""
    return _INDEX.sub("", name or "")


def in_graph(name: str, k: int) -> str:
    """The recorded name of TF1 variable ``name`` of the ``k``-th graph a script built."""
    return f"{name} (graph {k})"


def _stripped(name: str) -> tuple[str, ...]:
    return tuple(_UNIQUE.sub("", part) for part in _GRAPH.sub("", normalize(name)).split("/") if part)


def _is_suffix(short: tuple, long: tuple) -> bool:
    return 0 < len(short) <= len(long) and long[-len(short):] == short


RULES = (
    ("exact", lambda m, l: normalize(m) == normalize(l)),
    ("uniquified", lambda m, l: _stripped(m) == _stripped(l)),
    ("suffix", lambda m, l: _is_suffix(_stripped(m), _stripped(l)) or _is_suffix(_stripped(l), _stripped(m))),
)


class VariableMatcher:
    """Matches TF2 variable names to TF1 ones, each TF1 variable used at most once.

    ``legacy`` is an ordered list of ``(name, shape)`` or ``(name, shape, trainable)`` in TF1
    creation order. Rule 3 (``suffix``) pairs only variables of the same trainability when both
    are known: an optimizer slot (``"SGD/m/Variable"``, not trainable) made before a later
    graph's variables must not take the value of one of them (found with two graphs).
    """

    def __init__(self, legacy: list[tuple]):
        self.legacy = [(normalize(n), tuple(s), rest[0] if rest else None) for n, s, *rest in legacy]
        self.used: set[str] = set()

    def match(self, name: str, shape: tuple | None, trainable: bool | None = None) -> tuple[str | None, str, str]:
        """Returns ``(legacy_name or None, rule, note)``; ``shape`` None means "unknown, accept"."""
        shape_misses = []
        for rule, test in RULES:
            for legacy_name, legacy_shape, legacy_trainable in self.legacy:
                if legacy_name in self.used or not test(name, legacy_name):
                    continue
                if rule == "suffix" and None not in (trainable, legacy_trainable) and trainable != legacy_trainable:
                    continue
                if shape is not None and tuple(shape) != legacy_shape:
                    shape_misses.append(f"{legacy_name} has shape {list(legacy_shape)}")
                    continue
                self.used.add(legacy_name)
                return legacy_name, rule, ""
        note = "no TF1 variable with this name"
        if shape_misses:
            note = f"shape {list(shape)} differs: " + "; ".join(dict.fromkeys(shape_misses))
        return None, "", note

    def unused(self) -> list[str]:
        return [n for n, _, _ in self.legacy if n not in self.used]
