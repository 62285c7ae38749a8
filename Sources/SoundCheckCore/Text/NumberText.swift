/// Number formatting without Foundation (it keeps the tool's start-up small).
package enum NumberText {
    /// `value` with exactly `digits` decimals, rounded half away from zero: fixed(1.5, 2) = "1.50".
    package static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let whole = UInt64(scaled)
        let factor = UInt64(scale)
        var text = String(whole / factor)
        if digits > 0 {
            let fraction = String(whole % factor)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return (value < 0 && scaled != 0 ? "-" : "") + text
    }

    /// A number for people to read: at most `digits` decimals, trailing zeros dropped (35 → "35",
    /// 30.5 → "30.5", 29.994 → "29.99"). Given `reference`, a limit the number is compared with,
    /// it keeps as many more decimals as it takes to stay on the same side of it: rounding must
    /// never show a sound of 30.0001 s as "30" next to "shorter than 30", nor 29.9999 s as "30".
    package static func short(_ value: Double, digits: Int = 2, against reference: Double? = nil) -> String {
        guard value.isFinite else { return fixed(value, digits: 0) }
        var places = max(0, digits)
        while true {
            let text = withoutTrailingZeros(fixed(value, digits: places))
            // fixed() falls back to the exact shortest form beyond 15 digits, which always compares right.
            guard let reference, let shown = Double(text), places < 17,
                side(of: shown, from: reference) != side(of: value, from: reference)
            else { return text }
            places += 1
        }
    }

    /// Two numbers that differ, each as short as `short` makes it but with enough decimals that
    /// they read differently: a change from 0.96 to 1.04 is "0.96 → 1.04", not "1 → 1".
    package static func pair(_ old: Double, _ new: Double, digits: Int = 3) -> (old: String, new: String) {
        var places = max(0, digits)
        while true {
            let texts = (short(old, digits: places, against: new), short(new, digits: places, against: old))
            if texts.0 != texts.1 || old == new || places >= 17 { return texts }
            places += 1
        }
    }

    /// At most `digits` decimals, cut, not rounded, and without trailing zeros: a sound trimmed to
    /// 29.99998 s must read "29.99", never "30". For values known to lie below a limit.
    package static func truncated(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return fixed(value, digits: 0) }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let scaled = value * scale
        // 0.29 × 100 is 28.999999999999996 in binary: a value within rounding error of a step is
        // that step, so that only a real remainder is cut.
        let nearest = scaled.rounded()
        let cut = (abs(scaled - nearest) <= 1e-9 * max(1, abs(scaled)) ? nearest : scaled.rounded(.towardZero)) / scale
        // The cut value has at most `digits` decimals; fixed() only gives it its exact text.
        return withoutTrailingZeros(fixed(cut, digits: max(0, digits)))
    }

    private static func side(of value: Double, from reference: Double) -> Int {
        value < reference ? -1 : (value > reference ? 1 : 0)
    }

    private static func withoutTrailingZeros(_ text: String) -> String {
        guard text.contains("."), !text.contains("e") else { return text }
        var result = Substring(text)
        while result.hasSuffix("0") { result = result.dropLast() }
        if result.hasSuffix(".") { result = result.dropLast() }
        return result == "-0" ? "0" : String(result)
    }

    /// The shortest text for a value, without a trailing ".0": 30 → "30", 29.5 → "29.5".
    package static func trimmed(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
