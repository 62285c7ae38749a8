import Foundation
import SoundCheckChecking
import SoundCheckCore
import Yams

/// Reads one XcodeGen spec file (YAML, or JSON, which is YAML too) into a `SpecValue`, within
/// bounds that hostile text cannot exceed: its size, how deep it nests, and how many values its
/// aliases expand to (an alias is a reference to an anchored value: ten aliases of ten aliases…
/// would otherwise stand for a billion values).
enum SpecDecoding {
    /// Real specs are kilobytes; a generated one with thousands of targets a few megabytes.
    static let maximumFileSize: Int64 = 16 << 20
    /// Deeper than any spec (the bound counts indentation, so a deep block scalar counts too);
    /// libyaml checks keys again at every level, so text nested without bound takes quadratic time.
    static let maximumNesting = 1000
    /// Values produced, aliases expanded: a spec of 16 MB holds fewer.
    static let maximumValues = 2_000_000

    static func read(_ file: String) throws(SoundDiscovery.Problem) -> SpecValue {
        let text = try contents(of: file)
        let nesting = nestingBound(of: text)
        guard nesting <= maximumNesting else {
            throw SoundDiscovery.Problem(
                path: file, reason: "nested more than \(maximumNesting) levels deep: not an XcodeGen spec")
        }
        // Composed, converted and freed on a stack with room for every level.
        let result = DeepStack.run(needing: (1 << 20) + nesting * 8192) {
            () -> Result<SpecValue, SoundDiscovery.Problem> in
            do throws(SoundDiscovery.Problem) {
                return .success(try decode(text, file: file))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func contents(of file: String) throws(SoundDiscovery.Problem) -> String {
        let bytes: [UInt8]
        do throws(ReadError) {
            let source = try FileByteSource(path: file)
            guard source.size <= maximumFileSize else {
                throw ReadError(
                    "\(source.size) bytes, more than an XcodeGen spec holds (at most \(maximumFileSize >> 20) MB)")
            }
            bytes = Array(try source.read(at: 0, count: Int(source.size)))
        } catch {
            throw SoundDiscovery.Problem(path: file, reason: "cannot read the spec: \(error.description)")
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw SoundDiscovery.Problem(path: file, reason: "not UTF-8 text: not an XcodeGen spec")
        }
        return text
    }

    /// An upper bound of how deep the text nests: per line, its indentation and the block
    /// indicators (`- `, `? `) that open it, plus the flow brackets still open. Linear.
    static func nestingBound(of text: String) -> Int {
        var deepest = 0
        var flow = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var block = 0
            var leading = true
            for (index, byte) in zip(line.indices, line) {
                switch byte {
                case UInt8(ascii: " ") where leading: block += 1
                case UInt8(ascii: "-") where leading, UInt8(ascii: "?") where leading:
                    // An indicator only when a space or the line's end follows (`---` is not one).
                    let next = line.index(after: index)
                    if next == line.endIndex || line[next] == UInt8(ascii: " ") { block += 1 } else { leading = false }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    leading = false
                    flow += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    leading = false
                    flow = max(0, flow - 1)
                default: leading = false
                }
                deepest = max(deepest, block + flow)
            }
        }
        return deepest
    }

    private static func decode(_ text: String, file: String) throws(SoundDiscovery.Problem) -> SpecValue {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw SoundDiscovery.Problem(path: file, reason: syntaxError(error))
        } catch {
            throw SoundDiscovery.Problem(path: file, reason: "invalid YAML: \(error)")
        }
        guard let root else { return .map([]) }
        var converter = Converter(file: file)
        guard let value = converter.convert(root, depth: 0) else {
            throw SoundDiscovery.Problem(
                path: file, reason: "its aliases expand to more than \(maximumValues) values: not an XcodeGen spec")
        }
        guard case .map = value else {
            throw SoundDiscovery.Problem(path: file, reason: "not an XcodeGen spec: the top level is not a mapping")
        }
        return value
    }

    private static func syntaxError(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.text); " } ?? ""
            return "invalid YAML at \(mark.line):\(mark.column): \(prefix)\(problem)"
        default:
            return "invalid YAML: \(error)"
        }
    }

    /// Nodes to values, counting each value made: nil once the count passes the bound.
    private struct Converter {
        let file: String
        var made = 0

        mutating func convert(_ node: Node, depth: Int) -> SpecValue? {
            made += 1
            guard made <= SpecDecoding.maximumValues, depth <= SpecDecoding.maximumNesting * 2 else { return nil }
            switch node {
            case .scalar(let scalar):
                return .scalar(
                    scalar.string, scalar.mark.map { SpecMark(file: file, line: $0.line, column: $0.column) })
            case .sequence(let sequence):
                var values: [SpecValue] = []
                for element in sequence {
                    guard let value = convert(element, depth: depth + 1) else { return nil }
                    values.append(value)
                }
                return .list(values)
            case .mapping(let mapping):
                return convert(mapping, depth: depth)
            }
        }

        /// A map; `<<` (YAML's merge key) adds the keys of the maps it names that are not set.
        private mutating func convert(_ mapping: Node.Mapping, depth: Int) -> SpecValue? {
            var entries: [(key: String, value: SpecValue)] = []
            var merged: [SpecValue] = []
            for (key, node) in mapping {
                guard let value = convert(node, depth: depth + 1) else { return nil }
                let name = key.scalar?.string ?? ""
                if name == "<<" && key.scalar?.style == .plain {
                    merged += value.listed
                } else {
                    entries.append((name, value))
                }
            }
            guard !merged.isEmpty else { return .map(entries) }
            var keys = Set(entries.map(\.key))
            for source in merged {
                for entry in source.entries ?? [] where keys.insert(entry.key).inserted {
                    entries.append(entry)
                }
            }
            return .map(entries)
        }
    }
}
