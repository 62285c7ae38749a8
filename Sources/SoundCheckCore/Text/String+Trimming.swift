extension String {
    /// Without the white space at either end (Unicode's, as `isWhitespace` says): Foundation's
    /// trimming is not available to SoundCheckCore, which links no Foundation.
    package var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
