/// Arithmetic on values read from a file. A hostile header can hold any value, and Swift traps on
/// an overflowing `*` or `+`, which would end the whole batch: readers and decoders combine file
/// values only through these, and treat nil (the exact result does not fit) as a defect.
extension FixedWidthInteger {
    /// `self × other`, or nil when it overflows.
    package func checkedTimes(_ other: Self) -> Self? {
        let (result, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? nil : result
    }

    /// `self + other`, or nil when it overflows.
    package func checkedPlus(_ other: Self) -> Self? {
        let (result, overflow) = addingReportingOverflow(other)
        return overflow ? nil : result
    }

    /// `self − other`, or nil when it overflows.
    package func checkedMinus(_ other: Self) -> Self? {
        let (result, overflow) = subtractingReportingOverflow(other)
        return overflow ? nil : result
    }
}
