/// Number formatting without Foundation (it keeps the tool's start-up small).
package enum Decimal {
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

    /// The shortest text for a value, without a trailing ".0": 30 → "30", 29.5 → "29.5".
    package static func trimmed(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
