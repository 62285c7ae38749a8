#!/usr/bin/env python3
"""Runs soundcheck's composite GitHub Action (action.yml) here, as a runner would, for
scripts/test-release.sh: each step's `if:`, `env:` and `run:` come from action.yml itself.

    run-action.py ACTION_YML WORKSPACE RUNNER_TEMP [INPUT=VALUE ...]

Inputs not given take action.yml's defaults. The `${{ … }}` expressions the file uses are
evaluated here: inputs.*, runner.* (tool_cache is RUNNER_TEMP/tool-cache), steps.ID.outputs.* and
steps.ID.outcome, string literals, ==, !=, &&, ||, ! and always(). A `uses:` step is skipped
(actions/cache: nothing is cached between runs here). GITHUB_PATH, GITHUB_OUTPUT and
GITHUB_STEP_SUMMARY are files in RUNNER_TEMP, read after each step as the runner does. Prints each
step's name and outcome, the Action's outputs as `output NAME=VALUE`, and exits 1 if a step
failed (later steps still run when their `if:` says so, as on GitHub).
"""
import os
import platform
import re
import subprocess
import sys

import yaml

EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}")


class Context:
    def __init__(self, inputs, runner):
        self.inputs = inputs
        self.runner = runner
        self.steps = {}
        self.failed = False

    def value(self, name):
        parts = name.split(".")
        if parts[0] == "inputs":
            return self.inputs.get(parts[1], "")
        if parts[0] == "runner":
            return self.runner.get(parts[1], "")
        if parts[0] == "steps" and len(parts) >= 3:
            step = self.steps.get(parts[1], {"outcome": "", "outputs": {}})
            return step["outcome"] if parts[2] == "outcome" else step["outputs"].get(parts[3], "")
        raise ValueError(f"unsupported expression: {name}")

    def evaluate(self, text):
        """Evaluates one expression by turning it into a Python one over quoted values."""
        pieces = re.split(r"('[^']*')", text)
        for index, piece in enumerate(pieces):
            if index % 2:  # a string literal
                pieces[index] = repr(piece[1:-1])
                continue
            piece = re.sub(r"\b(inputs|runner|steps)(\.[A-Za-z0-9_-]+)+", lambda m: repr(self.value(m.group(0))), piece)
            piece = re.sub(r"\balways\(\)", "True", piece)
            piece = re.sub(r"\bsuccess\(\)", repr(not self.failed), piece)
            piece = re.sub(r"\bfailure\(\)", repr(self.failed), piece)
            piece = re.sub(r"\bcancelled\(\)", "False", piece)
            piece = re.sub(r"\btrue\b", "True", re.sub(r"\bfalse\b", "False", piece))
            piece = piece.replace("&&", " and ").replace("||", " or ")
            pieces[index] = re.sub(r"!(?!=)", " not ", piece)
        return eval("".join(pieces), {"__builtins__": {}}, {})  # only literals remain

    def substitute(self, text):
        return EXPRESSION.sub(lambda m: str(self.evaluate(m.group(1))), str(text))


def read_pairs(path):
    """NAME=VALUE lines of a GITHUB_OUTPUT file (the one-line form the Action writes)."""
    pairs = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8").read().splitlines():
            name, _, value = line.partition("=")
            pairs[name] = value
    return pairs


def main():
    action_path, workspace, temp = sys.argv[1:4]
    action = yaml.safe_load(open(action_path, encoding="utf-8"))
    inputs = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    for pair in sys.argv[4:]:
        name, _, value = pair.partition("=")
        if name not in inputs:
            sys.exit(f"run-action: action.yml has no input {name}")
        inputs[name] = value
    runner = {"tool_cache": os.path.join(temp, "tool-cache"), "temp": temp,
              "os": "Linux" if sys.platform.startswith("linux") else "macOS",
              "arch": {"x86_64": "X64", "aarch64": "ARM64", "arm64": "ARM64"}.get(platform.machine(), platform.machine())}
    context = Context(inputs, runner)
    files = {name: os.path.join(temp, name.lower()) for name in ("GITHUB_PATH", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY")}
    for path in files.values():
        open(path, "w").close()
    path = os.environ["PATH"]
    for index, step in enumerate(action["runs"]["steps"]):
        name = step.get("name", f"step {index}")
        # As on GitHub: a condition without a status function runs only after success.
        condition = EXPRESSION.sub(lambda m: m.group(1), str(step.get("if", "")).strip()) or "true"
        if not re.search(r"\b(always|success|failure|cancelled)\(\)", condition):
            condition = f"success() && ({condition})"
        run = bool(context.evaluate(condition))
        if not run or "uses" in step:
            print(f"step {name}: skipped", flush=True)
            continue
        open(files["GITHUB_OUTPUT"], "w").close()
        environment = dict(os.environ, PATH=path, GITHUB_ACTION_PATH=os.path.dirname(os.path.abspath(action_path)),
                           GITHUB_WORKSPACE=workspace, RUNNER_TEMP=temp, **files)
        environment.update({key: context.substitute(value) for key, value in step.get("env", {}).items()})
        status = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", context.substitute(step["run"])],
                                cwd=workspace, env=environment).returncode
        outcome = "success" if status == 0 else "failure"
        context.failed = context.failed or status != 0
        context.steps[step.get("id", f"step{index}")] = {"outcome": outcome, "outputs": read_pairs(files["GITHUB_OUTPUT"])}
        added = [line for line in open(files["GITHUB_PATH"], encoding="utf-8").read().splitlines() if line]
        path = os.pathsep.join(list(reversed(added)) + [os.environ["PATH"]])
        print(f"step {name}: {outcome} (exit {status})", flush=True)
    for name, spec in action.get("outputs", {}).items():
        print(f"output {name}={context.substitute(spec['value'])}")
    sys.exit(1 if context.failed else 0)


if __name__ == "__main__":
    main()
