"""Rule ``flags``: TF1's ``tf.app.flags`` / ``tf.flags`` and ``tf.app.run`` -> absl, what TF1 wrapped.

Transforms::

    flags = tf.app.flags                         import absl.app
    flags.DEFINE_integer("epochs", 6, "...")     import absl.flags
    FLAGS = flags.FLAGS                    ->    flags = absl.flags
    ...                                          flags.DEFINE_integer("epochs", 6, "...")
    tf.app.run()                                 FLAGS = flags.FLAGS
                                                 absl.flags.FLAGS(sys.argv, known_only=True)
                                                 ...
                                                 absl.app.run(main, flags_parser=_tf1_parse_flags)

* any name under ``tf.app.flags`` / ``tf.flags`` -> the same name under ``absl.flags`` (TF1's
  module re-exported absl's ``DEFINE_*`` functions and wrapped its ``FLAGS``);
* ``tf.app.run(main=None, argv=None)`` -> ``absl.app.run(main, argv=argv,
  flags_parser=_tf1_parse_flags)``: TF1 called absl's ``run`` with a parser that leaves flags it
  does not define in ``argv`` (``_tf1_parse_flags``, emitted once); ``main`` defaults to the
  module's ``main`` function, as TF1's ``sys.modules['__main__'].main``;
* TF1's ``FLAGS`` parsed ``sys.argv`` on the first read of a flag (absl's raises
  ``UnparsedFlagAccessError``): the converted file parses it right after the last module-level
  statement that defines a flag, strictly (an undefined ``--flag`` stops the program, as TF1's
  implicit parse did) or, when the file calls ``tf.app.run``, leaving undefined flags (as
  ``tf.app.run``'s parser did); ``import sys`` is added if the file has none.

CAVEATS:
1. In a file that calls ``tf.app.run`` and also reads a flag at module level before it, TF1's
   implicit parse was strict; the converted parse is tolerant (undefined flags on the command
   line are ignored rather than an error). Valid command lines give the same values.
2. Flags defined anywhere but in module-level statements (in a function, under ``if``) are
   refused: the parse would run before them.
3. ``tf.app.run()`` without ``main=`` needs a module-level ``def main``; ``tf.app.run`` used
   other than as a call is refused.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, helper_statements, reserved_name
from migrate.source.native.walk import instances

RULE = Rule("flags", "tf.app.flags / tf.flags / tf.app.run -> absl.flags / absl.app.run (TF1's parsing kept)")

PREFIXES = ("tf.app.flags", "tf.flags")
RUN = "tf.app.run"
PARSER_NAME = "_tf1_parse_flags"
_PARSER = '''def {name}(argv):
    """TF1's tf.app.run flag parser: flags this program does not define stay in argv."""
    return absl.flags.FLAGS(argv, known_only=True)
'''


def is_flags_name(q: str | None) -> bool:
    """``tf.app.flags``, ``tf.flags`` or a name under them."""
    return q is not None and any(q == p or q.startswith(p + ".") for p in PREFIXES)


def is_flag_read(node, ctx) -> bool:
    """``FLAGS.x`` of a name the file binds once, at module level, to TF1's flags object
    (``FLAGS = tf.flags.FLAGS``), with no ``FLAGS.x = ...`` anywhere: the same value wherever
    it is read after the command line is parsed (Britz's ``max_to_keep=FLAGS.num_checkpoints``)."""
    if type(node) is not cst.Attribute or type(node.value) is not cst.Name or ctx.module is None:
        return False
    name = node.value.value
    if not ctx.bound_once(name):
        return False
    bound = [small for stmt in ctx.module.body if type(stmt) is cst.SimpleStatementLine for small in stmt.body
             if type(small) is cst.Assign and any(type(t.target) is cst.Name and t.target.value == name for t in small.targets)]
    if len(bound) != 1 or ctx.qualname(bound[0].value) not in {p + ".FLAGS" for p in PREFIXES}:
        return False
    return not any(type(t.target) is cst.Attribute and type(t.target.value) is cst.Name and t.target.value.value == name
                   and t.target.attr.value == node.attr.value for t in instances(ctx.module, cst.AssignTarget))


def absl_name(q: str, ctx) -> cst.BaseExpression:
    """``tf.app.flags.X`` / ``tf.flags.X`` -> ``absl.flags.X`` (records that the file needs it)."""
    prefix = next(p for p in PREFIXES if q == p or q.startswith(p + "."))
    ctx.absl_modules.add("flags")
    expr: cst.BaseExpression = cst.Attribute(cst.Name("absl"), cst.Name("flags"))
    for part in q[len(prefix) + 1:].split(".") if q != prefix else []:
        expr = cst.Attribute(expr, cst.Name(part))
    return expr


def run_call(node: cst.Call, q: str, ctx, rewrite_expr) -> cst.Call:
    """``tf.app.run(main=None, argv=None)`` -> ``absl.app.run(main, [argv=argv,] flags_parser=...)``."""
    for i, a in enumerate(node.args):
        if a.star or (a.keyword is not None and a.keyword.value not in ("main", "argv")) or (a.keyword is None and i > 1):
            raise Refusal(node, RULE.name, "tf.app.run with arguments other than main/argv is not converted")
    main = arg(node, 0, "main")
    if main is None or (isinstance(main, cst.Name) and main.value == "None"):
        if "main" not in ctx.module_functions:
            raise Refusal(node, RULE.name, "tf.app.run() without main= in a file with no module-level def main "
                          "(TF1 ran __main__.main): pass main= or define main")
        main = cst.Name("main")
    else:
        main = rewrite_expr(main)
    argv = arg(node, 1, "argv")
    ctx.absl_modules.update(("app", "flags"))
    parser = cst.Name(reserved_name(ctx, "flags_parser", PARSER_NAME))
    options = {"argv": rewrite_expr(argv)} if argv is not None else {}
    return call(cst.Attribute(cst.Attribute(cst.Name("absl"), cst.Name("app")), cst.Name("run")), main,
                **options, flags_parser=parser)


def defines_flag(stmt) -> bool:
    """Whether ``stmt`` calls a ``DEFINE*`` function (``flags.DEFINE_integer(...)``)."""
    return any(isinstance(c.func, cst.Attribute) and c.func.attr.value.startswith("DEFINE") for c in instances(stmt, cst.Call))


def check_definitions(module: cst.Module, ctx) -> None:
    """Caveat 2: every flag definition is a module-level statement."""
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            continue
        for c in instances(stmt, cst.Call):
            if isinstance(c.func, cst.Attribute) and c.func.attr.value.startswith("DEFINE"):
                ctx.refuse(c, RULE.name, "a flag defined inside a function or block is not converted (the converted "
                           "file parses the command line after the module-level definitions); define it at module level")
                return


def _imports(stmt, module: str, aliased: bool = False) -> bool:
    """Whether ``stmt`` is an ``import <module>`` line (``aliased``: ``as <name>`` too)."""
    return isinstance(stmt, cst.SimpleStatementLine) and any(
        isinstance(x, cst.Import) and any(isinstance(a.name, cst.Name) and a.name.value == module
                                          and (aliased or a.asname is None) for a in x.names) for x in stmt.body)


def module_statements(body: list, ctx) -> list:
    """``body`` (the converted module) with the absl imports (and ``import sys``) after the
    TensorFlow import and the parse after the last module-level flag definition; ``body``
    itself if the file uses no flags (``parser_statements`` gives the preamble's parser)."""
    if not ctx.absl_modules:
        return body
    imports = [cst.parse_statement(f"import absl.{m}\n") for m in sorted(ctx.absl_modules)]
    if not any(_imports(s, "sys") for s in body):
        imports.append(cst.parse_statement("import sys\n"))
    known = ", known_only=True" if ctx.flags_parser is not None else ""
    parse = cst.parse_statement(f"absl.flags.FLAGS(sys.argv{known})  # TF1 parsed the command line on the first read of a flag\n")
    last = max((i for i, s in enumerate(body) if isinstance(s, cst.SimpleStatementLine) and defines_flag(s)), default=None)
    out = list(body)
    if last is not None:
        out.insert(last + 1, parse)
    tf_import = next((i for i, s in enumerate(out) if _imports(s, "tensorflow", aliased=True)), -1)
    return out[:tf_import + 1] + imports + out[tf_import + 1:]


def parser_statements(ctx) -> list:
    """The module-level ``_tf1_parse_flags`` (empty if no tf.app.run was converted)."""
    if ctx.flags_parser is None:
        return []
    return helper_statements(_PARSER.format(name=ctx.flags_parser))
