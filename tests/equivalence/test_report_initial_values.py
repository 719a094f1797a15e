"""The "initial values" line of a comparison report counts the model's (trainable) variables apart
from optimizer slots and counters (blind pass 17: "4 of 14 TF2 variables started from their TF1
value" read as ten misses where ten were Adam's own state, zeros in both eras)."""
import types

from migrate.recording.report import _initial_values


def _result(variables, unmatched_legacy=()):
    return types.SimpleNamespace(migrated=types.SimpleNamespace(variables=variables), unmatched_legacy=unmatched_legacy)


def test_trainable_and_other_variables_are_counted_apart():
    variables = [{"name": "W", "trainable": True, "matched": "W"}, {"name": "b", "trainable": True, "matched": None},
                 {"name": "W/m", "trainable": False, "matched": None}, {"name": "W/v", "trainable": False, "matched": None}]
    assert _initial_values(_result(variables)) == [
        "initial values: 1 of 2 trainable TF2 variables started from their TF1 value; "
        "2 non-trainable (optimizer slots, counters, statistics) made their own"]
    variables[2]["matched"] = "W/Adam"
    assert _initial_values(_result(variables))[0].endswith("; 1 of 2 non-trainable (optimizer slots, counters, statistics) did too")


def test_a_redrawn_variable_is_not_counted_as_shared_and_no_variables_say_nothing():
    variables = [{"name": "W", "trainable": True, "matched": "W", "shared": False}]
    assert _initial_values(_result(variables)) == ["initial values: 0 of 1 trainable TF2 variables started from their TF1 value"]
    assert _initial_values(_result([])) == []
