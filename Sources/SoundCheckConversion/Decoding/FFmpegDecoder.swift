import CFFmpeg
import SoundCheckChecking
import SoundCheckCore

/// Decodes the first audio stream of any file libavformat and libavcodec open. It exists for what
/// libsndfile cannot decode: AAC and ALAC, in .m4a and in .caf.
///
/// It holds one decoded codec frame (1024 frames for AAC, 4096 for ALAC) and hands it out in
/// pieces, converting whatever sample format the codec produces to interleaved `Float`.
///
/// Length, as measured with FFmpeg 5.1 (libavformat 59):
/// - The encoder delay (priming) is skipped. The mov demuxer turns an edit list into skip-samples
///   side data that libavcodec obeys; the CAF demuxer ignores the `pakt` priming, so when the first
///   packet carries no skip instruction we drop the `pakt` priming frames (or the codec's
///   `initial_padding`) ourselves.
/// - Output stops at the length the container declares: the edit list (mov), the `pakt` valid
///   frames (CAF), the stream duration (others). libavcodec leaves AAC's trailing padding in, so
///   an ffmpeg-made 66150-frame AAC .m4a decodes to 66560 frames untrimmed and 66150 trimmed. An
///   edit list in milliseconds (ffmpeg's muxer) can fall a few frames short of the source.
/// - `frameCount` is nil when the length is only an estimate: a bitrate guess (ADTS AAC, CAF
///   without a packet table), a stream not starting at 0 (MP3 with a LAME header), or a CAF
///   packet table that merely fills every packet (FFmpeg writes ALAC so: 69632 frames stated for
///   66150 real ones, the last packet being short), which is then only an upper bound.
/// - Audio that ends before a `frameCount` throws: the file is truncated or damaged.
///
/// Float samples pass through unclipped: AAC can overshoot full scale (1.27 measured on a 0.8
/// sine burst), and a later gain stage, which must clip anyway, can still bring it back.
public final class FFmpegDecoder: AudioDecoder {
    public let path: String
    public private(set) var sampleRate: Double
    public private(set) var channels: Int
    public private(set) var frameCount: Int64?

    private var formatContext: UnsafeMutablePointer<AVFormatContext>?
    private var codecContext: UnsafeMutablePointer<AVCodecContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var streamIndex: Int32 = -1

    /// Frames of `frame` still to hand out start here; `frameLength` is 0 when it holds nothing.
    private var frameOffset = 0
    private var frameLength = 0
    /// Priming libavcodec will not drop for us, applied when the first packet says nothing.
    private var manualPriming: Int64 = 0
    /// Leading decoded frames still to drop.
    private var pendingSkip: Int64 = 0
    private var sawFirstPacket = false
    private var firstPacketSkips = false
    private var draining = false
    private var finished = false
    /// Frames handed out so far.
    private var delivered: Int64 = 0
    /// Where output stops: `frameCount`, or an upper bound the container states.
    private var limit: Int64?

    public init(path: String) throws(ConversionError) {
        self.path = path
        _ = try FFmpegLibraries.functions.get(for: path)
        _ = FFmpegDecoder.silenceLibraryLog

        var context: UnsafeMutablePointer<AVFormatContext>?
        var options: OpaquePointer?
        // Only local files: a path must never make libavformat open a network URL.
        _ = ffmpeg.av_dict_set(&options, "protocol_whitelist", "file", 0)
        // "file:" keeps a path with a colon in it from being read as a protocol name.
        let status = ffmpeg.avformat_open_input(&context, PathText.systemPath("file:" + path), nil, &options)
        ffmpeg.av_dict_free(&options)
        guard status >= 0, let context else {
            throw ConversionError(path: path, reason: FFmpegDecoder.openFailure(status))
        }
        formatContext = context
        sampleRate = 0
        channels = 0

        // From here on deinit frees whatever was allocated, whichever step throws.
        let infoStatus = ffmpeg.avformat_find_stream_info(context, nil)
        guard infoStatus >= 0 else {
            throw ConversionError(
                path: path, reason: "ffmpeg cannot read its streams: \(FFmpegDecoder.message(infoStatus))")
        }
        // Some formats only reveal their streams while their packets are probed, above.
        streamIndex = FFmpegDecoder.firstAudioStream(in: context)
        guard streamIndex >= 0, let streams = context.pointee.streams, let stream = streams[Int(streamIndex)],
            let parameters = stream.pointee.codecpar
        else {
            throw ConversionError(path: path, reason: "no audio stream")
        }
        for index in 0..<Int(context.pointee.nb_streams) where index != Int(streamIndex) {
            streams[index]?.pointee.discard = AVDISCARD_ALL
        }

        let codecID = parameters.pointee.codec_id
        let codecName = ffmpeg.avcodec_get_name(codecID).map { String(cString: $0) } ?? "unknown"
        guard let decoder = ffmpeg.avcodec_find_decoder(codecID) else {
            throw ConversionError(path: path, reason: "ffmpeg has no decoder for the audio codec \(codecName)")
        }
        guard let codec = ffmpeg.avcodec_alloc_context3(decoder), let packet = ffmpeg.av_packet_alloc(),
            let frame = ffmpeg.av_frame_alloc()
        else {
            throw ConversionError(path: path, reason: "out of memory")
        }
        codecContext = codec
        self.packet = packet
        self.frame = frame
        let copied = ffmpeg.avcodec_parameters_to_context(codec, parameters)
        guard copied >= 0 else {
            throw ConversionError(
                path: path, reason: "ffmpeg cannot set up the \(codecName) decoder: \(FFmpegDecoder.message(copied))")
        }
        let opened = ffmpeg.avcodec_open2(codec, decoder, nil)
        guard opened >= 0 else {
            throw ConversionError(
                path: path, reason: "ffmpeg cannot open the \(codecName) decoder: \(FFmpegDecoder.message(opened))")
        }

        let formatName = context.pointee.iformat?.pointee.name.map { String(cString: $0) } ?? ""
        var declared: Int64?
        var declaredIsExact = true
        if formatName == "caf" {
            // FFmpeg 5.1's CAF demuxer reads the packet table's sizes but not its priming and
            // valid frames, which our own CAF reader does.
            if let source = try? FileByteSource(path: path), let description = try? CAFReader.read(source) {
                manualPriming = description.primingFrames
                declared = description.frames
                // A table that merely fills every packet, with no priming or remainder, is how
                // FFmpeg writes ALAC whatever the real length: trust it only as an upper bound.
                declaredIsExact =
                    !(description.bytesPerPacket == 0 && description.primingFrames == 0
                    && description.remainderFrames == 0)
            }
        } else if parameters.pointee.initial_padding > 0 {
            manualPriming = Int64(parameters.pointee.initial_padding)
        }

        // The first decoded frame says what the decoder really produces (for HE-AAC a container
        // may state the core rate, half the output's); an empty stream falls back on the container.
        if try nextFrame() {
            sampleRate = Double(frame.pointee.sample_rate)
            channels = Int(frame.pointee.ch_layout.nb_channels)
        } else {
            sampleRate = Double(parameters.pointee.sample_rate)
            channels = Int(parameters.pointee.ch_layout.nb_channels)
        }
        guard sampleRate > 0, channels > 0 else {
            throw ConversionError(path: path, reason: "the \(codecName) stream has no sample rate or no channels")
        }
        try AudioDecoders.refuseImpossibleFormat(channels: channels, sampleRate: sampleRate, path: path)

        if formatName != "caf" {
            declared = FFmpegDecoder.declaredLength(
                context: context, stream: stream, sampleRate: Int32(sampleRate),
                initialPadding: Int64(parameters.pointee.initial_padding))
        }
        limit = declared.map { max(0, $0) }
        frameCount = declaredIsExact ? limit : nil
    }

    deinit {
        ffmpeg.av_frame_free(&frame)
        ffmpeg.av_packet_free(&packet)
        ffmpeg.avcodec_free_context(&codecContext)
        ffmpeg.avformat_close_input(&formatContext)
    }

    public func read(into buffer: UnsafeMutableBufferPointer<Float>, maxFrames: Int) throws(ConversionError) -> Int {
        guard maxFrames > 0, !finished else { return 0 }
        precondition(buffer.count >= maxFrames * channels, "the buffer holds fewer than maxFrames × channels samples")
        guard let output = buffer.baseAddress, let frame else { return 0 }
        var written = 0
        while written < maxFrames {
            if let limit, delivered >= limit {
                // The rest is the encoder's trailing padding.
                finished = true
                break
            }
            if frameOffset < frameLength {
                var count = min(frameLength - frameOffset, maxFrames - written)
                if let limit { count = Int(min(Int64(count), limit - delivered)) }
                try convert(frame, from: frameOffset, count: count, into: output + written * channels)
                frameOffset += count
                written += count
                delivered += Int64(count)
                continue
            }
            guard try nextFrame() else {
                finished = true
                if let frameCount, delivered < frameCount {
                    throw ConversionError(
                        path: path,
                        reason:
                            """
                            the audio ends after \(delivered) frames but the file declares \(frameCount): it is \
                            truncated or damaged
                            """
                    )
                }
                break
            }
        }
        return written
    }

    // MARK: - Decoding

    /// Decodes the next frame into `frame`, dropping pending priming; false at the end of the audio.
    private func nextFrame() throws(ConversionError) -> Bool {
        guard let codecContext, let formatContext, let packet, let frame else { return false }
        ffmpeg.av_frame_unref(frame)
        frameOffset = 0
        frameLength = 0
        while true {
            let received = ffmpeg.avcodec_receive_frame(codecContext, frame)
            if received == 0 {
                try validate(frame)
                let length = Int(frame.pointee.nb_samples)
                let skip = Int(min(pendingSkip, Int64(length)))
                pendingSkip -= Int64(skip)
                if skip < length {
                    frameOffset = skip
                    frameLength = length
                    return true
                }
                ffmpeg.av_frame_unref(frame)
                continue
            }
            if received == soundcheck_averror_eof() { return false }
            guard received == soundcheck_averror_eagain() else {
                throw ConversionError(
                    path: path,
                    reason:
                        """
                        the audio data is damaged or truncated after \(delivered) frames: \
                        \(FFmpegDecoder.message(received))
                        """
                )
            }
            if draining { return false }

            let readStatus = ffmpeg.av_read_frame(formatContext, packet)
            if readStatus < 0 {
                guard readStatus == soundcheck_averror_eof() else {
                    throw ConversionError(
                        path: path,
                        reason:
                            "reading the file failed after \(delivered) frames: \(FFmpegDecoder.message(readStatus))")
                }
                // No more packets: ask the decoder for what it still holds.
                draining = true
                _ = ffmpeg.avcodec_send_packet(codecContext, nil)
                continue
            }
            defer { ffmpeg.av_packet_unref(packet) }
            guard packet.pointee.stream_index == streamIndex else { continue }
            if !sawFirstPacket {
                sawFirstPacket = true
                // A skip instruction on the first packet means libavcodec drops the priming itself.
                var size = 0
                firstPacketSkips = ffmpeg.av_packet_get_side_data(packet, AV_PKT_DATA_SKIP_SAMPLES, &size) != nil
                pendingSkip = firstPacketSkips ? 0 : manualPriming
            }
            let sent = ffmpeg.avcodec_send_packet(codecContext, packet)
            guard sent >= 0 else {
                throw ConversionError(
                    path: path,
                    reason:
                        """
                        the audio data is damaged or truncated after \(delivered) frames: \
                        \(FFmpegDecoder.message(sent))
                        """
                )
            }
        }
    }

    /// A stream whose format changes midway cannot be handed out as one interleaved sequence.
    private func validate(_ frame: UnsafeMutablePointer<AVFrame>) throws(ConversionError) {
        guard frame.pointee.nb_samples >= 0 else {
            throw ConversionError(
                path: path, reason: "the decoder returned a frame of \(frame.pointee.nb_samples) samples")
        }
        // Before the first frame is known (in init) there is nothing to compare with.
        guard channels > 0 else { return }
        let frameChannels = Int(frame.pointee.ch_layout.nb_channels)
        guard frameChannels == channels else {
            throw ConversionError(
                path: path,
                reason: "the channel count changes from \(channels) to \(frameChannels) after \(delivered) frames")
        }
        let frameRate = Double(frame.pointee.sample_rate)
        guard frameRate == sampleRate else {
            throw ConversionError(
                path: path,
                reason:
                    "the sample rate changes from \(Int(sampleRate)) to \(Int(frameRate)) Hz after \(delivered) frames")
        }
    }

    /// Converts `count` frames starting at `start` to interleaved floats. Integer formats land in
    /// [-1, 1); float formats pass through as decoded, so a codec's overshoot past full scale
    /// survives for a later gain stage to handle instead of being clipped here.
    private func convert(
        _ frame: UnsafeMutablePointer<AVFrame>, from start: Int, count: Int, into output: UnsafeMutablePointer<Float>
    ) throws(ConversionError) {
        let channels = channels
        guard let planes = frame.pointee.extended_data else {
            throw ConversionError(path: path, reason: "the decoder returned a frame without sample data")
        }
        let format = AVSampleFormat(rawValue: frame.pointee.format)
        let planar = ffmpeg.av_sample_fmt_is_planar(format) != 0
        var pointers: [UnsafeRawPointer] = []
        for plane in 0..<(planar ? channels : 1) {
            guard let pointer = planes[plane] else {
                throw ConversionError(path: path, reason: "the decoder returned a frame without sample data")
            }
            pointers.append(UnsafeRawPointer(pointer))
        }

        func copy<Sample>(_: Sample.Type, _ toFloat: (Sample) -> Float) {
            if planar {
                for channel in 0..<channels {
                    let source = pointers[channel].assumingMemoryBound(to: Sample.self) + start
                    for index in 0..<count { output[index * channels + channel] = toFloat(source[index]) }
                }
            } else {
                let source = pointers[0].assumingMemoryBound(to: Sample.self) + start * channels
                for index in 0..<count * channels { output[index] = toFloat(source[index]) }
            }
        }

        switch format {
        case AV_SAMPLE_FMT_U8, AV_SAMPLE_FMT_U8P: copy(UInt8.self) { (Float($0) - 128) / 128 }
        case AV_SAMPLE_FMT_S16, AV_SAMPLE_FMT_S16P: copy(Int16.self) { Float($0) / 32768 }
        case AV_SAMPLE_FMT_S32, AV_SAMPLE_FMT_S32P: copy(Int32.self) { Float(Double($0) / 2_147_483_648) }
        case AV_SAMPLE_FMT_S64, AV_SAMPLE_FMT_S64P: copy(Int64.self) { Float(Double($0) / 9_223_372_036_854_775_808) }
        case AV_SAMPLE_FMT_FLT, AV_SAMPLE_FMT_FLTP: copy(Float.self) { $0 }
        case AV_SAMPLE_FMT_DBL, AV_SAMPLE_FMT_DBLP: copy(Double.self) { Float($0) }
        default:
            let name =
                ffmpeg.av_get_sample_fmt_name(format).map { String(cString: $0) } ?? "number \(frame.pointee.format)"
            throw ConversionError(
                path: path, reason: "the decoder produces samples in a format soundcheck does not convert (\(name))")
        }
    }

    // MARK: - Opening

    private static func firstAudioStream(in context: UnsafeMutablePointer<AVFormatContext>) -> Int32 {
        guard let streams = context.pointee.streams else { return -1 }
        for index in 0..<Int(context.pointee.nb_streams) {
            if streams[index]?.pointee.codecpar?.pointee.codec_type == AVMEDIA_TYPE_AUDIO { return Int32(index) }
        }
        return -1
    }

    /// The length the container states, in output frames, when it is more than an estimate.
    private static func declaredLength(
        context: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>,
        sampleRate: Int32, initialPadding: Int64
    ) -> Int64? {
        let nothing = soundcheck_av_nopts_value()
        let duration = stream.pointee.duration
        let timeBase = stream.pointee.time_base
        guard duration != nothing, duration > 0, timeBase.num > 0, timeBase.den > 0,
            context.pointee.duration_estimation_method != AVFMT_DURATION_FROM_BITRATE
        else { return nil }
        // A stream starting later than 0 (MP3's LAME delay) counts its duration from elsewhere.
        let start = stream.pointee.start_time
        guard start == nothing || start <= 0 else { return nil }
        // av_rescale_q says an overflow with INT64_MIN; a hostile duration can cause one.
        let frames = ffmpeg.av_rescale_q(duration, timeBase, AVRational(num: 1, den: sampleRate))
        guard frames >= 0 else { return nil }
        // Ogg Opus counts its pre-skip in the duration; mov's edit list already leaves priming out.
        return frames.checkedMinus(initialPadding)
    }

    private static func openFailure(_ status: Int32) -> String {
        let text = message(status)
        // AVERROR(errno) values are small negatives; libav's own errors are tags far below.
        if status < 0 && status > -4096 {
            return "cannot open: \(text)"
        }
        return "not an audio file ffmpeg can decode: \(text)"
    }

    static func message(_ status: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        if ffmpeg.av_strerror(status, &buffer, buffer.count) < 0 { return "error \(status)" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// libav logs its complaints to standard error, where they would interleave with soundcheck's
    /// report; every failure that matters comes back as a return code, which we turn into the error.
    private static let silenceLibraryLog: Void = ffmpeg.av_log_set_level(AV_LOG_QUIET)
}

/// FFmpeg's functions, from the libraries opened on first use (see `FFmpegLibraries`).
/// `FFmpegDecoder.init` checks that they opened before anything here is called.
private var ffmpeg: soundcheck_ffmpeg {
    guard case .success(let table) = FFmpegLibraries.functions else {
        preconditionFailure("FFmpeg used before FFmpegDecoder.init checked that it loaded")
    }
    return table
}
