#!/usr/bin/env python3
"""Mutation campaign: no file may crash soundcheck, hang it, or drop out of a batch (issue 11).

python3, standard library only. Subcommands:

  run       make mutants of the sound files under samples/, in folders of --batch files, run
            `soundcheck check --format json` on each folder, and `info --levels` and `convert`
            on a sample of the mutants; report crashes (exit >= 128 or a signal), hangs (over the
            timeout), files missing from the JSON report, and conversions that exit 0 but write a
            file that `check` rejects. Crashing and hanging inputs are kept in WORK/crashers/.
  make      write mutant number N of a run again (mutants are reproducible from --seed and N)
  minimize  shrink a file while a command still crashes or hangs on it

Examples:
  swift build -c release --product soundcheck
  scripts/mutation-campaign.py run --count 200000 --work /tmp/mutation
  scripts/mutation-campaign.py make --seed 11 --index 4711 -o mutant.caf
  scripts/mutation-campaign.py minimize crasher.caf -o small.caf -- check {}

Everything runs under `nice -n 10`, two processes at a time (--parallel), so that others can
still build on the machine. The figures go to WORK/summary.json and standard output.
"""

import argparse
import concurrent.futures
import json
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_FOLDERS = ["valid", "warnings", "invalid", "collisions"]
SOUND_EXTENSIONS = (".caf", ".aif", ".aiff", ".aifc", ".wav", ".mp3")

BOUNDARY_16 = [0, 1, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF]
BOUNDARY_32 = [0, 1, 2, 0x7F, 0xFF, 0x7FFF, 0xFFFF, 0x10000, 0x7FFFF000, 0x7F000000, 0x7FFFFFFF,
               0x80000000, 0xFFFFFFFE, 0xFFFFFFFF]
BOUNDARY_64 = [0, 1, 2, 0xFFFFFFFF, 1 << 32, 1 << 58, (1 << 63) - 1, 1 << 63, (1 << 64) - 1,
               (1 << 64) - 2, 0x7FF8000000000000, 0x7FF0000000000000, 0x4415AF1D78B58C40]


# ------------------------------------------------------------------------------- chunk layout

def layout(data):
    """(kind, chunks) where chunks are (offset of the chunk header, header size, payload size)."""
    if data[:4] == b"caff":
        return "caf", walk(data, 8, 12, lambda b: struct.unpack(">q", b)[0], pad=False)
    if data[:4] == b"FORM":
        return "iff", walk(data, 12, 8, lambda b: struct.unpack(">I", b)[0], pad=True)
    if data[:4] in (b"RIFF", b"RF64"):
        return "riff", walk(data, 12, 8, lambda b: struct.unpack("<I", b)[0], pad=True)
    return "other", []


def walk(data, start, header, size_of, pad):
    chunks, offset = [], start
    while offset + header <= len(data) and len(chunks) < 64:
        size = size_of(data[offset + 4:offset + header])
        if size < 0 or offset + header + size > len(data):
            chunks.append((offset, header, max(0, len(data) - offset - header)))
            break
        chunks.append((offset, header, size))
        offset += header + size + (1 if pad and size % 2 else 0)
    return chunks


def pack(value, width, little):
    value &= (1 << (8 * width)) - 1
    return value.to_bytes(width, "little" if little else "big")


# ------------------------------------------------------------------------------- mutation operators

def header_offset(rng, data):
    """An offset, mostly in the first 256 bytes, where the headers are."""
    limit = len(data) if rng.random() < 0.2 else min(len(data), 256)
    return rng.randrange(max(1, limit))


def op_bit_flip(rng, data):
    for _ in range(rng.randint(1, 4)):
        offset = header_offset(rng, data)
        data[offset] ^= 1 << rng.randrange(8)


def op_byte_set(rng, data):
    value = rng.choice([0x00, 0xFF, 0x7F, 0x80])
    for _ in range(rng.randint(1, 4)):
        data[header_offset(rng, data)] = value


def op_overwrite(rng, data, width=None):
    width = width or rng.choice([2, 4, 8])
    values = {2: BOUNDARY_16, 4: BOUNDARY_32, 8: BOUNDARY_64}[width]
    value = rng.choice(values) if rng.random() < 0.8 else rng.getrandbits(8 * width)
    offset = min(header_offset(rng, data), max(0, len(data) - width))
    data[offset:offset + width] = pack(value, width, rng.random() < 0.5)


def op_field(rng, data):
    """A boundary value over an aligned field of a chunk's first 40 bytes, in its byte order."""
    kind, chunks = layout(data)
    if not chunks:
        return op_overwrite(rng, data)
    offset, header, size = rng.choice(chunks)
    width = rng.choice([2, 4, 4, 8])
    start = offset + header + rng.randrange(0, 40, width)
    if start + width > len(data):
        return op_overwrite(rng, data, width)
    values = {2: BOUNDARY_16, 4: BOUNDARY_32, 8: BOUNDARY_64}[width]
    data[start:start + width] = pack(rng.choice(values), width, kind == "riff")


def op_chunk_size(rng, data):
    kind, chunks = layout(data)
    if not chunks:
        return op_overwrite(rng, data, 4)
    offset, header, size = rng.choice(chunks)
    width = 8 if kind == "caf" else 4
    choices = (BOUNDARY_64 if width == 8 else BOUNDARY_32) + [size + 1, size - 1, size * 2, size // 2, 0]
    new = rng.choice(choices) if rng.random() < 0.8 else rng.getrandbits(8 * width)
    data[offset + 4:offset + 4 + width] = pack(new, width, kind == "riff")
    if kind != "caf" and rng.random() < 0.3:
        data[4:8] = pack(rng.choice(BOUNDARY_32), 4, kind == "riff")


def op_truncate(rng, data):
    cut = header_offset(rng, data) if rng.random() < 0.5 else rng.randrange(max(1, len(data)))
    del data[cut:]


def op_duplicate(rng, data):
    kind, chunks = layout(data)
    if not chunks:
        return op_truncate(rng, data)
    offset, header, size = rng.choice(chunks)
    piece = data[offset:offset + header + size]
    where = rng.choice([offset, offset + len(piece), len(data)])
    data[where:where] = piece


def op_remove(rng, data):
    kind, chunks = layout(data)
    if not chunks:
        return op_byte_set(rng, data)
    offset, header, size = rng.choice(chunks)
    del data[offset:offset + header + size]


OPERATORS = {"bitflip": op_bit_flip, "byteset": op_byte_set, "overwrite": op_overwrite, "field": op_field,
             "chunksize": op_chunk_size, "truncate": op_truncate, "duplicate": op_duplicate, "remove": op_remove}
WEIGHTS = {"bitflip": 3, "byteset": 2, "overwrite": 3, "field": 4, "chunksize": 3, "truncate": 1,
           "duplicate": 1, "remove": 1}


def mutant(seed_bytes, run_seed, index):
    """Mutant number `index`: 1 to 3 operators applied to the seed; reproducible."""
    rng = random.Random("%s-%d" % (run_seed, index))
    data = bytearray(seed_bytes)
    names = rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()), k=rng.choice([1, 1, 1, 2, 3]))
    for name in names:
        if data:
            OPERATORS[name](rng, data)
    return bytes(data), "+".join(names)


def seed_files(root):
    files = []
    for folder in SEED_FOLDERS:
        for directory, _, names in os.walk(os.path.join(root, "samples", folder)):
            files += [os.path.join(directory, n) for n in names if n.lower().endswith(SOUND_EXTENSIONS)]
    return sorted(files)


def mutant_name(index, seed_path, ops):
    base = os.path.basename(seed_path)
    stem, ext = os.path.splitext(base)
    return "%07d-%s-%s%s" % (index, stem, ops, ext)


# ------------------------------------------------------------------------------- running soundcheck

def run(command, timeout, cwd=None):
    """(status, stdout, stderr); status is -signal for a signal, None for a timeout (killed)."""
    process = subprocess.Popen(["nice", "-n", "10"] + command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               cwd=cwd, start_new_session=True)
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        return None, out, err
    return process.returncode, out, err


def is_crash(status):
    """Exit status >= 128 (a shell's signal report) or death by a signal."""
    return status is not None and (status < 0 or status >= 128)


def describe_status(status):
    if status is None:
        return "timeout"
    if status < 0:
        return "signal %s" % signal.Signals(-status).name
    return "exit %d" % status


# ------------------------------------------------------------------------------- the campaign

class Campaign:
    def __init__(self, args):
        self.args = args
        self.binary = os.path.abspath(args.binary)
        self.work = os.path.abspath(args.work)
        self.crashers = os.path.join(self.work, "crashers")
        self.seeds = [(path, open(path, "rb").read()) for path in seed_files(ROOT)]
        self.figures = {"mutants": 0, "batches": 0, "check_runs": 0, "check_crashes": 0, "check_hangs": 0,
                        "missing_from_report": 0, "info_runs": 0, "info_crashes": 0, "info_hangs": 0,
                        "convert_runs": 0, "convert_crashes": 0, "convert_hangs": 0, "convert_ok": 0,
                        "convert_ok_output_rejected": 0, "convert_ok_valid_input_output_rejected": 0,
                        "operators": {}}
        self.findings = []
        self.lock = threading.Lock()

    def bump(self, key):
        with self.lock:
            self.figures[key] += 1

    def start(self):
        os.makedirs(self.crashers, exist_ok=True)
        print("seeds: %d files; binary: %s" % (len(self.seeds), self.binary), flush=True)
        started = time.time()
        index = self.args.start
        batch = 0
        while index < self.args.start + self.args.count:
            size = min(self.args.batch, self.args.start + self.args.count - index)
            self.batch(batch, index, size)
            index += size
            batch += 1
            self.progress(started)
        self.figures["seconds"] = round(time.time() - started)
        self.save()
        return 1 if self.failures() else 0

    def failures(self):
        f = self.figures
        counted = ["check_crashes", "check_hangs", "missing_from_report", "info_crashes", "info_hangs",
                   "convert_crashes", "convert_hangs", "convert_ok_valid_input_output_rejected"]
        return sum(f[key] for key in counted)

    def progress(self, started):
        f = self.figures
        print("%7d mutants in %4d s: check crashes %d hangs %d missing %d; info %d runs, %d crashes, %d hangs; "
              "convert %d runs, %d crashes, %d hangs, %d ok, %d ok but rejected"
              % (f["mutants"], time.time() - started, f["check_crashes"], f["check_hangs"],
                 f["missing_from_report"], f["info_runs"], f["info_crashes"], f["info_hangs"], f["convert_runs"],
                 f["convert_crashes"], f["convert_hangs"], f["convert_ok"], f["convert_ok_output_rejected"]),
              flush=True)

    def batch(self, number, first, size):
        folder = os.path.join(self.work, "batch")
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        paths = []
        for index in range(first, first + size):
            seed_path, seed_bytes = self.seeds[index % len(self.seeds)]
            data, ops = mutant(seed_bytes, self.args.seed, index)
            for op in ops.split("+"):
                self.figures["operators"][op] = self.figures["operators"].get(op, 0) + 1
            path = os.path.join(folder, mutant_name(index, seed_path, ops))
            with open(path, "wb") as handle:
                handle.write(data)
            paths.append(path)
        self.figures["mutants"] += size
        self.figures["batches"] += 1
        self.check_folder(folder, paths)
        rng = random.Random("%s-sample-%d" % (self.args.seed, number))
        sample = rng.sample(paths, min(len(paths), self.args.sample))
        self.parallel(self.info_and_convert, sample)

    def parallel(self, function, items):
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.args.parallel) as pool:
            list(pool.map(function, items))

    # -- check

    def check_folder(self, folder, paths):
        command = [self.binary, "check", "--format", "json", "--jobs", str(self.args.parallel), folder]
        status, out, err = run(command, self.args.batch_timeout)
        self.figures["check_runs"] += 1
        if is_crash(status) or status is None:
            # Find the files that do it, one process each.
            before = self.figures["check_crashes"] + self.figures["check_hangs"]
            self.parallel(self.check_one, paths)
            if self.figures["check_crashes"] + self.figures["check_hangs"] == before:
                self.bump("check_crashes" if status is not None else "check_hangs")
                self.record("check", folder, status, err, kind="batch only")
            return
        try:
            report = json.loads(out)
        except ValueError:
            self.record("check", folder, status, err, kind="unreadable report")
            return
        reported = {os.path.abspath(f["path"]) for f in report.get("files", [])}
        for path in paths:
            if os.path.abspath(path) not in reported:
                self.bump("missing_from_report")
                self.record("check", path, status, b"missing from the JSON report", kind="missing")

    def check_one(self, path):
        status, _, err = run([self.binary, "check", "--format", "json", path], self.args.timeout)
        if is_crash(status):
            self.bump("check_crashes")
            self.record("check", path, status, err)
        elif status is None:
            self.bump("check_hangs")
            self.record("check", path, status, err)

    # -- info --levels and convert

    def info_and_convert(self, path):
        status, _, err = run([self.binary, "info", "--levels", "--format", "json", path], self.args.timeout)
        self.count("info", path, status, err)
        output = path + ".converted.caf"
        status, _, err = run([self.binary, "convert", path, "-o", output, "--overwrite"], self.args.timeout)
        self.count("convert", path, status, err)
        if status == 0:
            self.bump("convert_ok")
            self.verify_output(path, output)
        if os.path.exists(output):
            os.remove(output)

    def count(self, command, path, status, err):
        self.bump(command + "_runs")
        if is_crash(status):
            self.bump(command + "_crashes")
            self.record(command, path, status, err)
        elif status is None:
            self.bump(command + "_hangs")
            self.record(command, path, status, err)

    def verify_output(self, path, output):
        """`check` on the input and the output: an output it rejects is counted, apart when the
        input was valid (the conversion spoiled a good file)."""
        status, out, _ = run([self.binary, "check", "--format", "json", path, output], self.args.timeout)
        try:
            files = {os.path.abspath(f["path"]): f for f in json.loads(out)["files"]}
            source, result = files[os.path.abspath(path)], files[os.path.abspath(output)]
        except (ValueError, KeyError):
            self.bump("convert_ok_output_rejected")
            self.record("convert", path, 0, describe_status(status).encode(), kind="output unreadable")
            return
        if result["valid"]:
            return
        self.bump("convert_ok_output_rejected")
        if source["valid"]:
            self.bump("convert_ok_valid_input_output_rejected")
        reasons = "; ".join(f["message"] for f in result["findings"])
        kind = "output rejected (input %s, %s frames)" % ("valid" if source["valid"] else "invalid",
                                                          source.get("frames"))
        self.record("convert", path, 0, reasons.encode(), kind=kind)

    # -- results

    def record(self, command, path, status, err, kind=None):
        kind = kind or ("hang" if status is None else "crash")
        kept = path
        if kind in ("crash", "hang") and os.path.isfile(path):
            kept = os.path.join(self.crashers, "%s-%s-%s" % (command, kind, os.path.basename(path)))
            shutil.copyfile(path, kept)
        text = err.decode("utf-8", "replace") if isinstance(err, bytes) else str(err)
        lines = [line for line in text.splitlines() if line.strip()]
        with self.lock:
            self.findings.append({"command": command, "kind": kind, "file": kept,
                                  "status": describe_status(status), "message": " | ".join(lines[:4])[:600]})
        print("  %s %s: %s (%s) %s" % (command, kind, os.path.basename(path), describe_status(status),
                                       " | ".join(lines[:2])[:300]), flush=True)

    def save(self):
        summary = {"figures": self.figures, "findings": self.findings,
                   "arguments": {k: v for k, v in vars(self.args).items() if k != "func"}}
        with open(os.path.join(self.work, "summary.json"), "w") as handle:
            json.dump(summary, handle, indent=2)
        print(json.dumps(self.figures, indent=2))


# ------------------------------------------------------------------------------- minimizing

def still_fails(command, data, scratch, suffix, timeout):
    path = scratch + suffix
    with open(path, "wb") as handle:
        handle.write(data)
    status, _, _ = run([part.replace("{}", path) for part in command], timeout)
    return is_crash(status) or status is None


def minimize(args):
    """Delta debugging over byte ranges: drop halves, quarters, … while the failure stays."""
    data = open(args.file, "rb").read()
    command = [os.path.abspath(args.binary)] + args.command
    suffix = os.path.splitext(args.file)[1]
    scratch = os.path.join(os.path.dirname(os.path.abspath(args.output)), ".minimizing")
    if not still_fails(command, data, scratch, suffix, args.timeout):
        sys.exit("minimize: the command does not crash or hang on %s" % args.file)
    piece = len(data) // 2
    while piece >= 1:
        start, shrunk = 0, False
        while start < len(data):
            candidate = data[:start] + data[start + piece:]
            if candidate and still_fails(command, candidate, scratch, suffix, args.timeout):
                data, shrunk = candidate, True
            else:
                start += piece
        if not shrunk:
            piece //= 2
    os.remove(scratch + suffix)
    with open(args.output, "wb") as handle:
        handle.write(data)
    print("%s: %d bytes" % (args.output, len(data)))


def make(args):
    seeds = seed_files(ROOT)
    seed_path = seeds[args.index % len(seeds)]
    data, ops = mutant(open(seed_path, "rb").read(), args.seed, args.index)
    with open(args.output, "wb") as handle:
        handle.write(data)
    print("%s: mutant %d of %s (%s), %d bytes" % (args.output, args.index, seed_path, ops, len(data)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="subcommand", required=True)
    default_binary = os.path.join(ROOT, ".build", "release", "soundcheck")

    run_parser = commands.add_parser("run", help="run a campaign")
    run_parser.add_argument("--binary", default=default_binary)
    run_parser.add_argument("--work", default="/tmp/soundcheck-mutation")
    run_parser.add_argument("--count", type=int, default=200000)
    run_parser.add_argument("--start", type=int, default=0, help="first mutant number")
    run_parser.add_argument("--batch", type=int, default=5000, help="mutants per folder checked at once")
    run_parser.add_argument("--sample", type=int, default=75, help="mutants per folder for info and convert")
    run_parser.add_argument("--seed", default="11")
    run_parser.add_argument("--timeout", type=float, default=30, help="seconds per single-file run")
    run_parser.add_argument("--batch-timeout", type=float, default=900, help="seconds per folder check")
    run_parser.add_argument("--parallel", type=int, default=2)
    run_parser.set_defaults(func=lambda args: sys.exit(Campaign(args).start()))

    make_parser = commands.add_parser("make", help="write one mutant again")
    make_parser.add_argument("--seed", default="11")
    make_parser.add_argument("--index", type=int, required=True)
    make_parser.add_argument("-o", "--output", required=True)
    make_parser.set_defaults(func=make)

    min_parser = commands.add_parser("minimize", help="shrink a crashing or hanging input")
    min_parser.add_argument("file")
    min_parser.add_argument("-o", "--output", required=True)
    min_parser.add_argument("--binary", default=default_binary)
    min_parser.add_argument("--timeout", type=float, default=30)
    min_parser.set_defaults(func=minimize)

    # minimize FILE -o OUT -- ARGS...: soundcheck's arguments come after "--", {} for the file.
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    args.command = argv[split + 1:]
    if args.subcommand == "minimize" and not args.command:
        parser.error("minimize needs the command after --, e.g. -- check {}")
    args.func(args)


if __name__ == "__main__":
    main()
