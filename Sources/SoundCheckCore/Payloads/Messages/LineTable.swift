/// Line and column of any byte offset in a text, as the JSON parser counts them.
struct LineTable: Sendable {
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    func position(of offset: Int) -> TextPosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return TextPosition(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }
}
