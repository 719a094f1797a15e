"""Exit codes of the ``tf1to2`` command, defined in one place (see DESIGN.md, "Command line")."""
OK = 0  # success / equivalent / nothing to change
FOUND = 1  # differences found, files would change under --check, constructs left unconverted
USAGE = 2  # bad command line
TIMEOUT = 124  # a script ran past --timeout (same code as coreutils `timeout`)
INTERNAL = 123  # internal error or unreadable input
