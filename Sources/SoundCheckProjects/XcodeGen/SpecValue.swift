import SoundCheckCore

/// Where a scalar of a spec is written: findings about a source point at its entry.
struct SpecMark: Sendable, Hashable {
    var file: String
    var line: Int
    var column: Int

    var position: ListedPosition { ListedPosition(path: file, line: line, column: column) }
}

/// A YAML value of an XcodeGen spec, with its mapping keys in file order: strings, lists and
/// maps (numbers and booleans stay as their text, which is how the reader compares them).
/// Scalars read from a file keep where they are written; equality ignores it.
indirect enum SpecValue: Sendable, Equatable {
    case scalar(String, SpecMark? = nil)
    case list([SpecValue])
    case map([(key: String, value: SpecValue)])

    static func == (lhs: SpecValue, rhs: SpecValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a, _), .scalar(let b, _)): a == b
        case (.list(let a), .list(let b)): a == b
        case (.map(let a), .map(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    var mark: SpecMark? {
        if case .scalar(_, let mark) = self { return mark }
        return nil
    }

    var entries: [(key: String, value: SpecValue)]? {
        if case .map(let entries) = self { return entries }
        return nil
    }

    /// The value of `key` in a map (the last one, as YAML readers keep it).
    subscript(key: String) -> SpecValue? {
        entries?.last { $0.key == key }?.value
    }

    /// A list, or a single value standing for a list of one (`sources: App`).
    var listed: [SpecValue] {
        switch self {
        case .list(let values): values
        default: [self]
        }
    }

    /// YAML's spellings of false, as XcodeGen reads a Bool (and NSString's `boolValue`).
    var isFalse: Bool {
        guard let text = string?.lowercased() else { return false }
        return ["false", "no", "n", "off", "0"].contains(text)
    }

    /// XcodeGen's merge: this value on top of `base`. Maps merge key by key (a key ending in
    /// `:REPLACE` replaces instead), lists append, anything else replaces.
    func merged(onto base: SpecValue?) -> SpecValue {
        switch (self, base) {
        case (.map(let entries), .map(let baseEntries)?):
            // Indexed by key, so that merging large maps stays linear.
            var result = baseEntries
            var positions: [String: Int] = [:]
            for (index, entry) in result.enumerated() { positions[entry.key] = index }
            for (key, value) in entries {
                let replaces = key.hasSuffix(":REPLACE")
                let name = replaces ? String(key.dropLast(":REPLACE".count)) : key
                if let index = positions[name] {
                    result[index].value = replaces ? value : value.merged(onto: result[index].value)
                } else {
                    positions[name] = result.count
                    result.append((name, value))
                }
            }
            return .map(result)
        case (.list(let values), .list(let baseValues)?):
            return .list(baseValues + values)
        default:
            return self
        }
    }

    /// Every `${name}` with a value in `variables` replaced, in keys and values alike, as
    /// XcodeGen expands `${target_name}`, `${platform}` and template attributes.
    func expanding(_ variables: [String: String]) -> SpecValue {
        guard !variables.isEmpty else { return self }
        switch self {
        case .scalar(let text, let mark): return .scalar(Self.expand(text, variables), mark)
        case .list(let values): return .list(values.map { $0.expanding(variables) })
        case .map(let entries):
            return .map(entries.map { (Self.expand($0.key, variables), $0.value.expanding(variables)) })
        }
    }

    /// One pass from left to right; a `${name}` without a value is kept as written.
    static func expand(_ text: String, _ variables: [String: String]) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                rest = rest[start.lowerBound...]
                break
            }
            let name = String(rest[start.upperBound..<end])
            result += variables[name] ?? String(rest[start.lowerBound...end])
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
