"""Test support for the runner suites: launching ``tf1to2 run`` and reading what scripts print.

Scripts in ``tests/fixtures/legacy/`` print ``label: value`` lines (values as numpy or Python
prints them, possibly over several lines); ``parse_printed`` turns them back into numbers.
"""
from __future__ import annotations

import ast
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np

TESTS = Path(__file__).resolve().parents[1]
LEGACY = TESTS / "fixtures" / "legacy"
BAD = TESTS / "fixtures" / "bad"
_TF1TO2 = Path(sys.executable).with_name("tf1to2")
TF1TO2 = [str(_TF1TO2)] if _TF1TO2.exists() else [sys.executable, "-m", "migrate.cli"]
SUBPROCESS_TIMEOUT_S = 240


def load_expectations():
    spec = importlib.util.spec_from_file_location("legacy_expectations", TESTS / "fixtures" / "legacy_expectations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def child_env() -> dict:
    """The test process's environment minus the legacy-Keras switch: the runner must set it."""
    env = dict(os.environ)
    env.pop("TF_USE_LEGACY_KERAS", None)
    env.pop("TF_CPP_MIN_LOG_LEVEL", None)
    return env


def run_cli(*args, cwd=None, timeout=SUBPROCESS_TIMEOUT_S, command=None, env=None) -> subprocess.CompletedProcess:
    """``tf1to2 run ARGS...`` (or ``command + ARGS``) in a child process; text output captured."""
    command = list(command) if command is not None else TF1TO2 + ["run"]
    return subprocess.run(command + [str(a) for a in args], capture_output=True, text=True,
                          cwd=cwd, env=child_env() if env is None else env, timeout=timeout)


_LABEL = re.compile(r"^([A-Za-z_][\w .]*?):\s?(.*)$")
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


def parse_printed(stdout: str) -> dict:
    """``label: value`` lines -> {label: value}; bare value lines are collected under ``None``
    as a list. Values: numpy arrays (from numpy's str or repr), numbers, bools, lists of str."""
    records: dict = {None: []}
    lines = stdout.splitlines()
    i = 0
    while i < len(lines):
        match = _LABEL.match(lines[i])
        label, text = (match.group(1), match.group(2)) if match else (None, lines[i])
        while text.count("[") > text.count("]") and i + 1 < len(lines):
            i += 1
            text += " " + lines[i]
        i += 1
        if not text.strip():
            continue
        value = parse_value(text)
        if label is None:
            records[None].append(value)
        else:
            records[label] = value
    return records


def parse_value(text: str):
    text = text.strip()
    text = re.sub(r"np\.\w+\(([^()]*)\)", r"\1", text)  # np.float64(6.0) -> 6.0
    if "array(" in text:
        return np.array(eval(text, {"array": np.array, "float32": "float32", "float64": "float64",
                                    "int32": "int32", "int64": "int64"}))
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        pass
    else:
        is_numbers = isinstance(value, (list, tuple)) and all(isinstance(v, (int, float)) for v in value)
        return np.array(value) if is_numbers else value
    if not text.startswith("["):
        return text  # a bare word, e.g. an op type or a file name
    # numpy's str format: [[1. 2.]\n [3. 4.]] -> insert the commas
    tokens = re.findall(r"\[|\]|" + _NUMBER, text)
    out = []
    for token in tokens:
        if out and out[-1] != "[" and token != "]":
            out.append(",")
        out.append(token)
    return np.array(ast.literal_eval("".join(out)), dtype=float)
