#!/usr/bin/env python3
"""Scores soundcheck on the corpus of public apps in conformance/repos.tsv against the truth
decided for each app without soundcheck (conformance/truth/OWNER__NAME.json).

The apps' files are never in this repository: each is a checkout of the listed commit in
$SOUNDCHECK_CORPUS (default /work/corpus) named OWNER+NAME. An app not checked out there is
listed as skipped.

  python3 conformance/score.py [--soundcheck PATH] [--details FILE]

For every app it runs `check ROOT -f json`, `manifest ROOT` and `refs ROOT --sounds ROOT -f json`
in the checkout and compares:
  manifest   the iOS names (and Android resource names) the manifest lists, against what the
             truth says ships;
  errors     every expected error of the sound rules (not sound-name) found, at its file;
  false      errors soundcheck gives that the truth does not expect;
  exit       check's exit status, against the truth's (never 2);
  refs       expected sound-name errors `refs` finds (by file and line), and its other errors.
"""
import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(command, cwd):
    try:
        result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return 124, "", "timed out"
    return result.returncode, result.stdout, result.stderr


def base(path):
    return os.path.basename(path.rstrip("/"))


def stem(name):
    return name.rsplit(".", 1)[0] if "." in name else name


def score_app(truth, soundcheck, checkout):
    root = truth["root"] or "."
    score = {"repo": truth["repo"], "kind": truth["kind"], "notes": []}
    status, out, err = run([soundcheck, "check", root, "-f", "json"], checkout)
    score["exit"] = status
    expected_errors = [e for e in truth.get("expectedErrors", []) if e.get("rule") != "sound-name"]
    truth_exit = 1 if expected_errors else 0
    score["truthExit"] = truth_exit
    found_errors = []
    try:
        report = json.loads(out)
        for file in report.get("files", []):
            for finding in file.get("findings", []):
                if finding["severity"] == "error":
                    found_errors.append((finding["rule"], base(finding.get("path", file["path"]))))
    except json.JSONDecodeError:
        score["notes"].append("check gave no JSON: " + err.strip().splitlines()[-1] if err.strip() else "no output")
    wanted = collections.Counter((e["rule"], base(e.get("path", e.get("file", "")))) for e in expected_errors)
    got = collections.Counter(found_errors)
    score["errorsExpected"] = sum(wanted.values())
    score["errorsFound"] = sum((wanted & got).values())
    score["missed"] = sorted((wanted - got).elements())
    score["false"] = sorted((got - wanted).elements())

    status, out, _ = run([soundcheck, "manifest", root], checkout)
    try:
        manifest = json.loads(out)
        ios = sorted({s["name"] for s in manifest.get("sounds", [])})
        android = sorted({stem(s["name"]) for s in manifest.get("android", []) or []})
    except json.JSONDecodeError:
        ios, android = None, None
        score["notes"].append(f"manifest exit {status}, no JSON")
    # The manifest lists the names a payload can give: sounds at a bundle's root, once each.
    truth_ios = sorted({
        s.get("bundlePath") or s["name"] for s in truth.get("ios", {}).get("ships", [])
        if "/" not in (s.get("bundlePath") or s["name"])})
    truth_android = sorted({stem(s["name"]) for s in truth.get("android", {}).get("ships", [])})
    score["manifestExact"] = ios == truth_ios and android == truth_android
    if not score["manifestExact"]:
        score["notes"].append(f"manifest iOS {ios} Android {android}; truth iOS {truth_ios} Android {truth_android}")

    wanted_names = collections.Counter(
        (base(e["file"]), e.get("line")) for e in truth.get("expectedErrors", []) if e.get("rule") == "sound-name")
    status, out, _ = run([soundcheck, "refs", root, "--sounds", root, "-f", "json"], checkout)
    got_names = collections.Counter()
    try:
        for file in json.loads(out).get("files", []):
            for finding in file.get("findings", []):
                if finding["severity"] == "error":
                    got_names[(base(file["path"]), finding.get("line"))] += 1
    except json.JSONDecodeError:
        score["notes"].append(f"refs exit {status}, no JSON")
    score["refsExpected"] = sum(wanted_names.values())
    score["refsFound"] = sum((wanted_names & got_names).values())
    score["refsFalse"] = sum((got_names - wanted_names).values())
    score["refsExit"] = status
    return score


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--soundcheck", default=os.path.join(HERE, "..", ".build", "debug", "soundcheck"))
    parser.add_argument("--details", help="write every app's score as JSON here")
    parser.add_argument(
        "--set", default=".", help="the folder of repos.tsv and the truth files, under conformance/: . (the corpus) "
        "or holdout (apps kept apart, scored once a change is done)")
    arguments = parser.parse_args()
    soundcheck = os.path.abspath(arguments.soundcheck)
    corpus = os.environ.get("SOUNDCHECK_CORPUS", "/work/corpus")
    scores, skipped = [], []
    folder = os.path.normpath(os.path.join(HERE, arguments.set))
    with open(os.path.join(folder, "repos.tsv")) as listing:
        rows = [line.rstrip("\n").split("\t") for line in listing][1:]
    for repo, commit, kind, root in rows:
        checkout = os.path.join(corpus, repo.replace("/", "+"))
        truth_path = os.path.join(folder, "truth" if arguments.set == "." else "", repo.replace("/", "__") + ".json")
        if not os.path.isdir(checkout) or not os.path.exists(truth_path):
            skipped.append(repo)
            continue
        head = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
        if head != commit:
            skipped.append(f"{repo} (checkout at {head[:8]}, not {commit[:8]})")
            continue
        with open(truth_path) as file:
            scores.append(score_app(json.load(file), soundcheck, checkout))
    by_kind = collections.defaultdict(list)
    for score in scores:
        by_kind[score["kind"]].append(score)
    print("| kind | apps | manifest exact | sound errors found | false errors | exit right | exit 2 | refs found | refs false |")
    print("|---|---|---|---|---|---|---|---|---|")
    for kind in sorted(by_kind) + ["all"]:
        group = scores if kind == "all" else by_kind[kind]
        print(
            f"| {kind} | {len(group)} | {sum(s['manifestExact'] for s in group)} "
            f"| {sum(s['errorsFound'] for s in group)}/{sum(s['errorsExpected'] for s in group)} "
            f"| {sum(len(s['false']) for s in group)} | {sum(s['exit'] == s['truthExit'] for s in group)} "
            f"| {sum(s['exit'] == 2 for s in group)} "
            f"| {sum(s['refsFound'] for s in group)}/{sum(s['refsExpected'] for s in group)} "
            f"| {sum(s['refsFalse'] for s in group)} |")
    for score in scores:
        problems = []
        if score["missed"]:
            problems.append(f"missed {score['missed']}")
        if score["false"]:
            problems.append(f"false {score['false'][:6]}{' …' if len(score['false']) > 6 else ''}")
        if score["exit"] != score["truthExit"]:
            problems.append(f"exit {score['exit']} (truth {score['truthExit']})")
        problems += score["notes"]
        if problems:
            print(f"- {score['repo']} ({score['kind']}): " + "; ".join(problems))
    if skipped:
        print("skipped (not checked out here): " + ", ".join(skipped))
    if arguments.details:
        with open(arguments.details, "w") as file:
            json.dump(scores, file, indent=2)


if __name__ == "__main__":
    sys.exit(main())
