"""The ``tf1to2`` entry point: help, version, the command table, exit codes."""
import pkgutil
import subprocess
import sys

import pytest

import migrate.commands
from migrate import cli, exit_codes
from migrate._version import __version__


def test_every_command_module_is_in_the_table():
    modules = {f"migrate.commands.{m.name}" for m in pkgutil.iter_modules(migrate.commands.__path__)}
    assert modules <= set(cli.COMMANDS.values()), modules - set(cli.COMMANDS.values())


def test_every_table_entry_is_built():
    missing = [name for name, mod in cli.COMMANDS.items() if cli._load(mod) is None]
    assert missing == []


def test_version(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.strip() == f"tf1to2 {__version__}"


def test_help_lists_commands(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for name in cli.COMMANDS:
        assert f"tf1to2 {name}" in out


def test_no_command_is_a_usage_error(capsys):
    assert cli.main([]) == exit_codes.USAGE
    assert "usage: tf1to2" in capsys.readouterr().err


def test_unknown_command_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["frobnicate"])
    assert exc.value.code == exit_codes.USAGE


@pytest.mark.subprocess
def test_console_script_is_installed():
    result = subprocess.run([sys.executable, "-m", "migrate.cli", "--version"], capture_output=True, text=True)
    assert result.returncode == 0 and __version__ in result.stdout


def test_importing_packages_does_not_import_tensorflow():
    code = "import sys, compat_v1, migrate, migrate.cli; migrate.cli.build_parser(); print('tensorflow' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


@pytest.mark.parametrize("package", ["compat_v1", "migrate"])
def test_every_lazy_export_resolves_to_its_module(package):
    import importlib

    pkg = importlib.import_module(package)
    for name, module in pkg._EXPORTS.items():
        value = getattr(pkg, name)
        assert value is getattr(importlib.import_module(module), name), name
