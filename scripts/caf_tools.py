#!/usr/bin/env python3
"""Header tools for the soundcheck sample files (python3, standard library only).

Used by scripts/make-samples.sh. Subcommands:

  dump FILE...                       list chunks and header fields (CAF, AIFF/AIFF-C, WAV)
  facts FILE...                      one tab-separated line per file:
                                     path container encoding rate channels frames duration
  pcm-frames WAV                     print the frame count of a PCM WAV (data bytes / block align)
  apple-ima4 IN OUT --valid-frames N rewrite an ffmpeg CAF/ima4 the way Apple's afconvert writes it:
                                     desc mBitsPerChannel 0, flags 0, 34*ch bytes and 64 frames per
                                     packet; a 24-byte pakt (0 packets, N valid frames, 0 priming,
                                     packets*64 - N remainder) before data; no other chunks
  set-step-index FILE --packet K --index V [--channel C]
                                     overwrite the step index (low 7 bits of the 2-byte BE block
                                     header) of packet K (0-based), channel C, of a CAF/ima4, in place
  aac-caf ADTS OUT --valid-frames N [--priming P]
                                     wrap an ADTS AAC-LC stream in a CAF (desc 'aac ', kuki esds,
                                     pakt with packet sizes, data); ffmpeg 5.1 cannot mux AAC in CAF
  truncate-wav IN OUT                copy a WAV, cutting it in the middle of the data payload
                                     (headers keep the full declared size)
  empty-wav OUT --rate R --channels C
                                     write a 44-byte int16 WAV whose data chunk is empty

CAF layout: 'caff', UInt16 version 1, UInt16 flags 0, then chunks (4-byte type, Int64 BE size).
The data chunk payload begins with a UInt32 edit count; a data size of -1 runs to end of file.
"""

import argparse
import math
import struct
import sys

IMA4_FRAMES_PER_PACKET = 64
IMA4_BYTES_PER_CHANNEL = 34


def die(msg):
    sys.stderr.write("caf_tools.py: %s\n" % msg)
    sys.exit(1)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


# ---------------------------------------------------------------- CAF

def caf_chunks(data):
    """List of (type, header offset, declared size, payload bytes)."""
    if data[:4] != b"caff":
        die("not a CAF file")
    chunks = []
    off = 8
    while off + 12 <= len(data):
        ctype = data[off:off + 4]
        (size,) = struct.unpack(">q", data[off + 4:off + 12])
        start = off + 12
        if size == -1:
            end = len(data)
        elif size < 0:
            die("negative chunk size %d at %d" % (size, off))
        else:
            end = start + size
        chunks.append((ctype, off, size, data[start:end]))
        if size == -1 or end >= len(data):
            break
        off = end
    return chunks


def caf_chunk(data, ctype):
    for c in caf_chunks(data):
        if c[0] == ctype:
            return c
    return None


def parse_desc(payload):
    rate, fmt, flags, bpp, fpp, cpf, bpc = struct.unpack(">d4sIIIII", payload[:32])
    return dict(rate=rate, format=fmt.decode("latin-1"), flags=flags, bytes_per_packet=bpp,
                frames_per_packet=fpp, channels=cpf, bits=bpc)


def pack_desc(d):
    return struct.pack(">d4sIIIII", d["rate"], d["format"].encode("latin-1"), d["flags"],
                       d["bytes_per_packet"], d["frames_per_packet"], d["channels"], d["bits"])


def parse_pakt(payload):
    packets, valid, priming, remainder = struct.unpack(">qqii", payload[:24])
    return dict(packets=packets, valid=valid, priming=priming, remainder=remainder)


def chunk(ctype, payload, size=None):
    return ctype + struct.pack(">q", len(payload) if size is None else size) + payload


def caf_header():
    return b"caff" + struct.pack(">HH", 1, 0)


def lpcm_name(d):
    flags = d["flags"]
    kind = "float" if flags & 1 else "int"
    endian = "LE" if flags & 2 else "BE"
    return "lpcm %s%d %s" % (kind, d["bits"], endian)


def caf_facts(data):
    desc_c = caf_chunk(data, b"desc")
    if desc_c is None:
        die("CAF without desc")
    d = parse_desc(desc_c[3])
    pakt_c = caf_chunk(data, b"pakt")
    data_c = caf_chunk(data, b"data")
    payload = len(data_c[3]) - 4 if data_c else 0
    if pakt_c is not None:
        frames = parse_pakt(pakt_c[3])["valid"]
    elif d["bytes_per_packet"] and d["frames_per_packet"]:
        frames = payload // d["bytes_per_packet"] * d["frames_per_packet"]
    else:
        frames = None
    enc = lpcm_name(d) if d["format"] == "lpcm" else d["format"]
    return "CAF", enc, d["rate"], d["channels"], frames


def caf_dump(data):
    out = ["container: CAF version %d flags %d" % struct.unpack(">HH", data[4:8])]
    for ctype, off, size, payload in caf_chunks(data):
        name = ctype.decode("latin-1")
        out.append("chunk %r at %d, declared size %d, %d bytes present"
                   % (name, off, size, len(payload)))
        if ctype == b"desc":
            d = parse_desc(payload)
            out.append("  desc: mSampleRate %g mFormatID %r mFormatFlags %d mBytesPerPacket %d "
                       "mFramesPerPacket %d mChannelsPerFrame %d mBitsPerChannel %d"
                       % (d["rate"], d["format"], d["flags"], d["bytes_per_packet"],
                          d["frames_per_packet"], d["channels"], d["bits"]))
        elif ctype == b"pakt":
            p = parse_pakt(payload)
            out.append("  pakt: mNumberPackets %d mNumberValidFrames %d mPrimingFrames %d "
                       "mRemainderFrames %d (+%d bytes of packet sizes)"
                       % (p["packets"], p["valid"], p["priming"], p["remainder"],
                          len(payload) - 24))
        elif ctype == b"data":
            (edits,) = struct.unpack(">I", payload[:4])
            out.append("  data: mEditCount %d, %d bytes of audio" % (edits, len(payload) - 4))
        elif ctype == b"kuki":
            out.append("  kuki: %s" % payload.hex())
    return out


def apple_ima4(args):
    data = read(args.input)
    desc_c = caf_chunk(data, b"desc")
    data_c = caf_chunk(data, b"data")
    if desc_c is None or data_c is None:
        die("%s: need desc and data chunks" % args.input)
    d = parse_desc(desc_c[3])
    if d["format"] != "ima4":
        die("%s: format is %r, not ima4" % (args.input, d["format"]))
    ch = d["channels"]
    bpp = IMA4_BYTES_PER_CHANNEL * ch
    audio = data_c[3][4:]
    if len(audio) % bpp:
        die("%s: %d audio bytes is not a whole number of %d-byte packets"
            % (args.input, len(audio), bpp))
    packets = len(audio) // bpp
    valid = args.valid_frames
    if math.ceil(valid / IMA4_FRAMES_PER_PACKET) != packets:
        die("%s: %d packets cannot hold exactly %d valid frames" % (args.input, packets, valid))
    d.update(flags=0, bytes_per_packet=bpp, frames_per_packet=IMA4_FRAMES_PER_PACKET, bits=0)
    pakt = struct.pack(">qqii", 0, valid, 0, packets * IMA4_FRAMES_PER_PACKET - valid)
    out = (caf_header() + chunk(b"desc", pack_desc(d)) + chunk(b"pakt", pakt)
           + chunk(b"data", data_c[3][:4] + audio))
    write(args.output, out)


def set_step_index(args):
    data = bytearray(read(args.file))
    desc_c = caf_chunk(bytes(data), b"desc")
    data_c = caf_chunk(bytes(data), b"data")
    d = parse_desc(desc_c[3])
    if d["format"] != "ima4":
        die("%s: not ima4" % args.file)
    ch = d["channels"]
    if not 0 <= args.channel < ch:
        die("channel out of range")
    audio_start = data_c[1] + 12 + 4
    pos = audio_start + args.packet * IMA4_BYTES_PER_CHANNEL * ch + args.channel * IMA4_BYTES_PER_CHANNEL
    if pos + IMA4_BYTES_PER_CHANNEL > len(data):
        die("packet %d is past the end of the data" % args.packet)
    (header,) = struct.unpack(">H", data[pos:pos + 2])
    new = (header & 0xFF80) | (args.index & 0x7F)
    data[pos:pos + 2] = struct.pack(">H", new)
    write(args.file, bytes(data))
    print("%s: packet %d channel %d block header at byte %d: 0x%04x -> 0x%04x (step index %d -> %d)"
          % (args.file, args.packet, args.channel, pos, header, new, header & 0x7F, new & 0x7F))


# ---------------------------------------------------------------- AAC in CAF

ADTS_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025,
              8000, 7350]


def adts_frames(data):
    """Raw AAC frames and (object type, rate index, channel config) of an ADTS stream."""
    frames = []
    config = None
    off = 0
    while off < len(data):
        h = data[off:off + 7]
        if len(h) < 7 or h[0] != 0xFF or (h[1] & 0xF6) != 0xF0:
            die("bad ADTS sync at byte %d" % off)
        protection_absent = h[1] & 1
        profile = (h[2] >> 6) + 1
        rate_index = (h[2] >> 2) & 0xF
        chan_cfg = ((h[2] & 1) << 2) | (h[3] >> 6)
        length = ((h[3] & 3) << 11) | (h[4] << 3) | (h[5] >> 5)
        if (h[6] & 3) != 0:
            die("ADTS frames with several raw blocks are not supported")
        header_len = 7 if protection_absent else 9
        frames.append(data[off + header_len:off + length])
        cfg = (profile, rate_index, chan_cfg)
        if config is None:
            config = cfg
        elif cfg != config:
            die("ADTS configuration changes mid-stream")
        off += length
    return frames, config


def descriptor(tag, body):
    # Apple writes every MPEG-4 descriptor length in the 4-byte form (0x80 0x80 0x80 len).
    n = len(body)
    return bytes([tag, 0x80 | (n >> 21) & 0x7F, 0x80 | (n >> 14) & 0x7F, 0x80 | (n >> 7) & 0x7F,
                  n & 0x7F]) + body


def ber(n):
    out = [n & 0x7F]
    n >>= 7
    while n:
        out.append(0x80 | (n & 0x7F))
        n >>= 7
    return bytes(reversed(out))


def aac_caf(args):
    frames, (profile, rate_index, chan_cfg) = adts_frames(read(args.input))
    rate = ADTS_RATES[rate_index]
    asc = struct.pack(">H", (profile << 11) | (rate_index << 7) | (chan_cfg << 3))
    max_size = max(len(f) for f in frames)
    total = sum(len(f) for f in frames)
    avg_bitrate = int(total * 8 * rate / (len(frames) * 1024))
    dec_config = (bytes([0x40, 0x15]) + max_size.to_bytes(3, "big")
                  + struct.pack(">II", avg_bitrate, avg_bitrate) + descriptor(5, asc))
    kuki = descriptor(3, b"\x00\x00\x00" + descriptor(4, dec_config) + descriptor(6, b"\x02"))
    valid = args.valid_frames
    remainder = len(frames) * 1024 - args.priming - valid
    if remainder < 0:
        die("%d packets cannot hold %d priming + %d valid frames"
            % (len(frames), args.priming, valid))
    pakt = struct.pack(">qqii", len(frames), valid, args.priming, remainder)
    pakt += b"".join(ber(len(f)) for f in frames)
    desc = dict(rate=float(rate), format="aac ", flags=profile, bytes_per_packet=0,
                frames_per_packet=1024, channels=chan_cfg, bits=0)
    out = (caf_header() + chunk(b"desc", pack_desc(desc)) + chunk(b"kuki", kuki)
           + chunk(b"pakt", pakt) + chunk(b"data", b"\x00\x00\x00\x00" + b"".join(frames)))
    write(args.output, out)


# ---------------------------------------------------------------- AIFF / AIFF-C

def ieee_extended(b):
    exp_sign, mant = struct.unpack(">HQ", b[:10])
    exp = exp_sign & 0x7FFF
    if exp == 0 and mant == 0:
        return 0.0
    value = mant * 2.0 ** (exp - 16383 - 63)
    return -value if exp_sign & 0x8000 else value


def iff_chunks(data, little):
    fmt = "<I" if little else ">I"
    chunks = []
    off = 12
    while off + 8 <= len(data):
        ctype = data[off:off + 4]
        (size,) = struct.unpack(fmt, data[off + 4:off + 8])
        chunks.append((ctype, off, size, data[off + 8:off + 8 + size]))
        off += 8 + size + (size & 1)
    return chunks


def aiff_info(data):
    aifc = data[8:12] == b"AIFC"
    comm = next((c for c in iff_chunks(data, False) if c[0] == b"COMM"), None)
    if comm is None:
        die("AIFF without COMM")
    p = comm[3]
    channels, nframes, bits = struct.unpack(">hIh", p[:8])
    rate = ieee_extended(p[8:18])
    comp = p[18:22].decode("latin-1") if aifc else "NONE"
    return aifc, channels, nframes, bits, rate, comp


# Sizes streaming writers leave when they cannot seek back (SPEC section 8): ffmpeg's WAV
# 0xFFFFFFFF, sox's WAV 0x7FFFF000, sox's AIFF 0x7F000000 bytes rounded down to whole frames
# (plus the 8-byte SSND header). Players read such files to their end.
WAV_PLACEHOLDERS = (0xFFFFFFFF, 0x7FFFF000)


def aiff_placeholder(ssnd, frame_size):
    """The SSND size if it is a streaming placeholder (offset 0 assumed), else None."""
    size = ssnd[2]
    if size == 0xFFFFFFFF or (frame_size and size == 8 + 0x7F000000 // frame_size * frame_size):
        return size
    return None


def aiff_facts(data):
    aifc, channels, nframes, bits, rate, comp = aiff_info(data)
    if comp == "ima4":
        frames = nframes * IMA4_FRAMES_PER_PACKET
    else:
        frames = nframes
    enc = "PCM int%d BE" % bits
    if aifc:
        enc = {"NONE": enc, "twos": "twos (int%d BE)" % bits, "sowt": "sowt (int%d LE)" % bits}.get(comp, comp)
    ssnd = next((c for c in iff_chunks(data, False) if c[0] == b"SSND"), None)
    frame_size = channels * ((bits + 7) // 8) if comp in ("NONE", "twos", "sowt") else 0
    placeholder = aiff_placeholder(ssnd, frame_size) if ssnd else None
    if placeholder is not None:
        enc += ", SSND size 0x%08X (placeholder)" % placeholder
        frames = max(0, len(ssnd[3]) - 8) // frame_size if frame_size else frames
    return ("AIFF-C" if aifc else "AIFF"), enc, rate, channels, frames


def aiff_dump(data):
    out = ["container: %s, FORM size %d" % (data[8:12].decode("latin-1"),
                                            struct.unpack(">I", data[4:8])[0])]
    for ctype, off, size, payload in iff_chunks(data, False):
        out.append("chunk %r at %d, size %d" % (ctype.decode("latin-1"), off, size))
    aifc, channels, nframes, bits, rate, comp = aiff_info(data)
    out.append("  COMM: numChannels %d numSampleFrames %d sampleSize %d sampleRate %g%s"
               % (channels, nframes, bits, rate, " compressionType %r" % comp if aifc else ""))
    return out


# ---------------------------------------------------------------- WAV

WAV_TAGS = {1: "PCM", 3: "IEEE float", 6: "aLaw", 7: "uLaw", 0x11: "IMA/DVI ADPCM",
            0xFFFE: "EXTENSIBLE"}


def wav_info(data):
    chunks = iff_chunks(data, True)
    fmt = next((c for c in chunks if c[0] == b"fmt "), None)
    if fmt is None:
        die("WAV without fmt")
    tag, channels, rate, byte_rate, align, bits = struct.unpack("<HHIIHH", fmt[3][:16])
    fact = next((c for c in chunks if c[0] == b"fact"), None)
    fact_frames = struct.unpack("<I", fact[3][:4])[0] if fact else None
    dat = next((c for c in chunks if c[0] == b"data"), None)
    return chunks, tag, channels, rate, align, bits, fact_frames, dat


def wav_facts(data):
    chunks, tag, channels, rate, align, bits, fact_frames, dat = wav_info(data)
    if tag in (1, 3):
        enc = "PCM int%d LE" % bits if tag == 1 else "float%d LE" % bits
        frames = dat[2] // align if dat else 0
        present = len(dat[3]) // align if dat else 0
        if dat and dat[2] in WAV_PLACEHOLDERS:
            enc += ", data size 0x%08X (placeholder)" % dat[2]
            frames = present
        elif present != frames:
            frames = "%d declared, %d present" % (frames, present)
    else:
        enc = "%s (tag 0x%x)" % (WAV_TAGS.get(tag, "?"), tag)
        frames = fact_frames
    return "WAV", enc, rate, channels, frames


def wav_dump(data):
    out = ["container: RIFF WAVE, RIFF size %d, file %d bytes"
           % (struct.unpack("<I", data[4:8])[0], len(data))]
    chunks, tag, channels, rate, align, bits, fact_frames, dat = wav_info(data)
    for ctype, off, size, payload in chunks:
        out.append("chunk %r at %d, declared size %d, %d bytes present"
                   % (ctype.decode("latin-1"), off, size, len(payload)))
    out.append("  fmt: tag 0x%04x (%s) channels %d rate %d blockAlign %d bits %d"
               % (tag, WAV_TAGS.get(tag, "?"), channels, rate, align, bits))
    if fact_frames is not None:
        out.append("  fact: %d frames" % fact_frames)
    return out


def pcm_frames(args):
    chunks, tag, channels, rate, align, bits, fact_frames, dat = wav_info(read(args.wav))
    if tag != 1 or dat is None or len(dat[3]) != dat[2] or dat[2] % align:
        die("%s: not a complete PCM WAV" % args.wav)
    print(dat[2] // align)


def truncate_wav(args):
    data = read(args.input)
    chunks, tag, channels, rate, align, bits, fact_frames, dat = wav_info(data)
    start = dat[1] + 8
    cut = start + (dat[2] // 2) // align * align
    write(args.output, data[:cut])


def empty_wav(args):
    ch, rate = args.channels, args.rate
    fmt = struct.pack("<HHIIHH", 1, ch, rate, rate * ch * 2, ch * 2, 16)
    body = b"WAVE" + b"fmt " + struct.pack("<I", 16) + fmt + b"data" + struct.pack("<I", 0)
    write(args.output, b"RIFF" + struct.pack("<I", len(body)) + body)


# ---------------------------------------------------------------- dispatch

def kind(data):
    if data[:4] == b"caff":
        return "caf"
    if data[:4] == b"FORM" and data[8:12] in (b"AIFF", b"AIFC"):
        return "aiff"
    if data[:4] == b"RIFF" and data[8:12] == b"WAVE":
        return "wav"
    return None


def other_facts(data):
    if data[:3] == b"ID3":
        return "MP3 (ID3v2 tag)"
    if len(data) > 1 and data[0] == 0xFF and (data[1] & 0xE0) == 0xE0:
        return "MP3 (bare frame sync)"
    if all(32 <= b < 127 or b in (9, 10, 13) for b in data[:64]):
        return "text"
    return "unknown"


def facts(args):
    for path in args.files:
        data = read(path)
        k = kind(data)
        if k is None:
            print("\t".join([path, other_facts(data), "", "", "", "", ""]))
            continue
        container, enc, rate, channels, frames = {"caf": caf_facts, "aiff": aiff_facts,
                                                  "wav": wav_facts}[k](data)
        if isinstance(frames, int) and rate:
            duration = "%.6f" % (frames / rate)
        else:
            duration = ""
        print("\t".join([path, container, enc, "%g" % rate, str(channels),
                         "" if frames is None else str(frames), duration]))


def dump(args):
    for path in args.files:
        data = read(path)
        k = kind(data)
        print("%s (%d bytes)" % (path, len(data)))
        if k is None:
            lines = ["not CAF/AIFF/WAV: %s" % other_facts(data)]
        else:
            lines = {"caf": caf_dump, "aiff": aiff_dump, "wav": wav_dump}[k](data)
        for line in lines:
            print("  " + line)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("dump")
    p.add_argument("files", nargs="+")
    p.set_defaults(func=dump)
    p = sub.add_parser("facts")
    p.add_argument("files", nargs="+")
    p.set_defaults(func=facts)
    p = sub.add_parser("pcm-frames")
    p.add_argument("wav")
    p.set_defaults(func=pcm_frames)
    p = sub.add_parser("apple-ima4")
    p.add_argument("input")
    p.add_argument("output")
    p.add_argument("--valid-frames", type=int, required=True)
    p.set_defaults(func=apple_ima4)
    p = sub.add_parser("set-step-index")
    p.add_argument("file")
    p.add_argument("--packet", type=int, required=True)
    p.add_argument("--index", type=int, required=True)
    p.add_argument("--channel", type=int, default=0)
    p.set_defaults(func=set_step_index)
    p = sub.add_parser("aac-caf")
    p.add_argument("input")
    p.add_argument("output")
    p.add_argument("--valid-frames", type=int, required=True)
    p.add_argument("--priming", type=int, default=1024)
    p.set_defaults(func=aac_caf)
    p = sub.add_parser("truncate-wav")
    p.add_argument("input")
    p.add_argument("output")
    p.set_defaults(func=truncate_wav)
    p = sub.add_parser("empty-wav")
    p.add_argument("output")
    p.add_argument("--rate", type=int, required=True)
    p.add_argument("--channels", type=int, default=1)
    p.set_defaults(func=empty_wav)
    args = ap.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
