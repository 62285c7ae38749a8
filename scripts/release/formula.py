#!/usr/bin/env python3
"""Writes soundcheck's Homebrew formula to standard output, for scripts/release.sh.

    formula.py --version 1.2.3 --tarball PLATFORM URL SHA256 [--tarball …]

PLATFORM is a tarball's: universal-apple-macosx, x86_64-unknown-linux-gnu or
aarch64-unknown-linux-gnu. A platform without a tarball is left out of the formula (a release made
on Linux alone installs on Linux alone).
"""
import argparse

HEAD = '''\
# Written by soundcheck's scripts/release.sh for soundcheck {version}: do not edit, make it again.
# A prebuilt binary per platform, so the formula lives in soundcheck's tap (soundcheck/homebrew-tap).
class Soundcheck < Formula
  desc "Checks that iOS and macOS notification sounds will play, and converts them"
  homepage "https://github.com/soundcheck/soundcheck"
  version "{version}"
  license "MIT"
'''

# libsndfile gives the checks a second opinion and reads FLAC/Ogg; libsoxr and libebur128 are
# convert's resampler and loudness meter. soundcheck opens them on first use, by soname.
TAIL = '''
  depends_on "libebur128"
  depends_on "libsndfile"
  depends_on "libsoxr"

  def install
    bin.install "bin/soundcheck"
    man1.install "share/man/man1/soundcheck.1"
    bash_completion.install "share/bash-completion/completions/soundcheck"
    zsh_completion.install "share/zsh/site-functions/_soundcheck"
    fish_completion.install "share/fish/vendor_completions.d/soundcheck.fish"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/soundcheck --version").strip
    # A 16-bit mono WAV at 8 kHz of a 440 Hz tone: 2 s plays, 31 s is too long for iOS.
    wav = lambda do |seconds|
      samples = (0...(8000 * seconds)).map { |i| (8000 * Math.sin(2 * Math::PI * 440 * i / 8000.0)).round }
      data = samples.pack("s<*")
      ["RIFF", 36 + data.bytesize, "WAVE", "fmt ", 16, 1, 1, 8000, 16000, 2, 16, "data", data.bytesize]
        .pack("a4Va4a4VvvVVvva4V") + data
    end
    (testpath/"chime.wav").binwrite wav.call(2)
    (testpath/"siren.wav").binwrite wav.call(31)
    system bin/"soundcheck", "check", testpath/"chime.wav"
    output = shell_output("#{bin}/soundcheck check --format json #{testpath}/siren.wav", 1)
    assert_match "siren.wav", output
    assert_match "duration", output
  end
end
'''


# Homebrew's platform blocks for each tarball platform: (outer, inner or None).
CONDITIONS = {
    "universal-apple-macosx": ("on_macos", None),
    "x86_64-unknown-linux-gnu": ("on_linux", "on_intel"),
    "aarch64-unknown-linux-gnu": ("on_linux", "on_arm"),
}


def url_and_checksum(url: str, sha256: str, indent: str) -> str:
    return f'{indent}url "{url}"\n{indent}sha256 "{sha256}"\n'


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--version", required=True)
    parser.add_argument("--tarball", nargs=3, action="append", default=[], metavar=("PLATFORM", "URL", "SHA256"))
    arguments = parser.parse_args()
    if not arguments.tarball:
        parser.error("no platform: give at least one --tarball")
    tarballs = {}
    for name, url, sha256 in arguments.tarball:
        if name not in CONDITIONS:
            parser.error(f"no Homebrew platform for {name}")
        tarballs[name] = (url, sha256)

    text = HEAD.format(version=arguments.version)
    macos = tarballs.get("universal-apple-macosx")
    if macos:
        text += "\n  on_macos do\n" + url_and_checksum(*macos, "    ") + "  end\n"
    linux = [(inner, tarballs[name]) for name, (outer, inner) in CONDITIONS.items() if outer == "on_linux" and name in tarballs]
    if linux:
        text += "\n  on_linux do\n"
        for index, (inner, tarball) in enumerate(linux):
            text += ("\n" if index else "") + f"    {inner} do\n" + url_and_checksum(*tarball, "      ") + "    end\n"
        text += "  end\n"
    print(text + TAIL, end="")


if __name__ == "__main__":
    main()
