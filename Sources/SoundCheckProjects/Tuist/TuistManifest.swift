import SoundCheckCore

/// The targets of a Tuist `Project.swift` as far as its text says them, read without running
/// Swift: each `Target(…)` or `.target(…)` with a `product:`, its literal `name`, `product`,
/// `dependencies` on other targets and `resources` (string globs, `.glob(pattern:excluding:)`,
/// `.folderReference(path:)`, inside `.resources([…])` or not). Whatever is computed (a helper
/// function, a variable, an interpolated string) is not guessed at: it becomes a notice saying
/// what was not read.
struct TuistManifest {
    struct Target {
        var name: String
        /// Tuist's `Product` case: `app`, `appExtension`, `framework`…
        var product: String
        var resources: [Resource]
        var dependencies: [String]
    }

    struct Resource {
        enum Kind { case glob, folderReference }
        var kind: Kind
        /// As written, relative to `base`.
        var path: String
        var base: PathBase
        /// `excluding:` globs, each with its base.
        var excluding: [(path: String, base: PathBase)]
        var line: Int
        var column: Int
    }

    /// What a manifest path is relative to: `Project.swift`'s folder, or the project's root
    /// (`.relativeToRoot`, the folder holding `Tuist/`).
    enum PathBase { case manifest, root }

    var targets: [Target] = []
    /// What the text holds that soundcheck does not read, with where.
    var notices: [String] = []

    /// `isHelper`: the text is a `ProjectDescriptionHelpers` file, whose targets are returned to
    /// manifests rather than listed in a `Project(targets:)` of its own.
    init(text: [UInt8], path: String, isHelper: Bool = false) {
        let syntax = SwiftCallSyntax(SourceLanguage.swift.tokens(text))
        let listed = isHelper ? nil : Self.namesInProjectTargets(syntax)
        var index = 0
        while index < syntax.tokens.count {
            guard let open = Self.targetCall(syntax, at: index) else {
                index += 1
                continue
            }
            let arguments = syntax.arguments(ofBracketAt: open)
            // `.target(name:)` without a product is a dependency, not a target; a target kept in
            // a constant that `Project(targets:)` never names is not in the project.
            guard arguments.contains(where: { $0.label == "product" }),
                listed.map({ Self.isNamed(syntax, callAt: index, in: $0) }) ?? true
            else {
                index = open + 1
                continue
            }
            read(arguments, syntax, startingAt: syntax.tokens[index], path: path)
            index = (syntax.closers[open] ?? syntax.tokens.count) + 1
        }
        if targets.isEmpty && !isHelper { readTemplateCalls(syntax, path: path) }
    }

    /// A manifest whose targets a template makes (`Project.makeAppModule(name:…, product: .app,
    /// resources: […])`, from a plugin or helper soundcheck does not run): a call that gives a
    /// literal `product:` and `resources:` describes a target, read as one.
    private mutating func readTemplateCalls(_ syntax: SwiftCallSyntax, path: String) {
        for index in syntax.tokens.indices
        where syntax.tokens[index].kind == .identifier && syntax.isPunctuation(index + 1, "(") {
            let arguments = syntax.arguments(ofBracketAt: index + 1)
            guard let product = arguments.first(where: { $0.label == "product" }),
                syntax.member(product.range) != nil, arguments.contains(where: { $0.label == "resources" })
            else { continue }
            read(arguments, syntax, startingAt: syntax.tokens[index], path: path)
            notices.append(
                "\(path):\(syntax.tokens[index].line):\(syntax.tokens[index].column): \(syntax.tokens[index].text)(…) is "
                    + "not run; its product: and resources: are read as a target's")
        }
    }

    /// The identifiers written in `Project(…, targets: […])`, and in the arrays those name
    /// (`let targets = [app, widget]`, `let all = base + [app]`); nil when the text has no such call.
    private static func namesInProjectTargets(_ syntax: SwiftCallSyntax) -> Set<String>? {
        guard
            let start = syntax.tokens.indices.first(where: {
                syntax.isIdentifier($0, "Project") && syntax.isPunctuation($0 + 1, "(")
            }),
            let targets = syntax.arguments(ofBracketAt: start + 1).first(where: { $0.label == "targets" })
        else {
            return nil
        }
        let arrays = arrayBindings(syntax)
        var names: Set<String> = []
        var pending = syntax.tokens[targets.range].filter { $0.kind == .identifier }.map(\.text)
        // Bounded by the bindings: each array's names are added once.
        while let name = pending.popLast() {
            guard names.insert(name).inserted else { continue }
            pending += arrays[name] ?? []
        }
        return names
    }

    /// `let NAME = [ … ]` and `let NAME: [Target] = [ … ]` (or `var`): the identifiers in each
    /// array (and in what is added to it on the same line of the binding), by the name bound.
    private static func arrayBindings(_ syntax: SwiftCallSyntax) -> [String: [String]] {
        var bindings: [String: [String]] = [:]
        for index in syntax.tokens.indices
        where syntax.isIdentifier(index, "let") || syntax.isIdentifier(index, "var") {
            guard index + 2 < syntax.tokens.count, syntax.tokens[index + 1].kind == .identifier else { continue }
            var equals = index + 2
            if syntax.isPunctuation(equals, ":") {
                // The type: `[Target]`, `Array<Target>`; skip to the `=`.
                while equals < min(syntax.tokens.count, index + 12), !syntax.isPunctuation(equals, "=") { equals += 1 }
            }
            guard syntax.isPunctuation(equals, "=") else { continue }
            var identifiers: [String] = []
            var position = equals + 1
            // Operands joined by `+`: arrays (`[app]`) and names of other arrays (`extensions`).
            while position < syntax.tokens.count {
                if syntax.isPunctuation(position, "["), let close = syntax.closers[position] {
                    identifiers += syntax.tokens[(position + 1)..<close].filter { $0.kind == .identifier }.map(\.text)
                    position = close + 1
                } else if syntax.tokens[position].kind == .identifier {
                    identifiers.append(syntax.tokens[position].text)
                    position += 1
                } else {
                    break
                }
                guard syntax.isPunctuation(position, "+") else { break }
                position += 1
            }
            if !identifiers.isEmpty { bindings[syntax.tokens[index + 1].text] = identifiers }
        }
        return bindings
    }

    /// Whether the target call at `index` is the project's: not kept in a constant
    /// (`let legacy = Target(…)`, `let app: Target = .target(…)`) that `names` lacks.
    private static func isNamed(_ syntax: SwiftCallSyntax, callAt index: Int, in names: Set<String>) -> Bool {
        // `Target.target(…)` starts a token earlier.
        let start =
            syntax.isPunctuation(index, ".") && index >= 1 && syntax.isIdentifier(index - 1, "Target")
            ? index - 1 : index
        guard start >= 2, syntax.isPunctuation(start - 1, "=") else { return true }
        var nameIndex = start - 2
        if nameIndex >= 2, syntax.isPunctuation(nameIndex - 1, ":") { nameIndex -= 2 }
        guard syntax.tokens[nameIndex].kind == .identifier,
            nameIndex >= 1, syntax.isIdentifier(nameIndex - 1, "let") || syntax.isIdentifier(nameIndex - 1, "var")
        else {
            return true
        }
        return names.contains(syntax.tokens[nameIndex].text)
    }

    /// `Target(` or `.target(` at `index`: the index of its opening bracket.
    private static func targetCall(_ syntax: SwiftCallSyntax, at index: Int) -> Int? {
        if syntax.isIdentifier(index, "Target"), syntax.isPunctuation(index + 1, "(") { return index + 1 }
        if syntax.isPunctuation(index, "."), syntax.isIdentifier(index + 1, "target"),
            syntax.isPunctuation(index + 2, "(")
        {
            return index + 2
        }
        return nil
    }

    private mutating func read(
        _ arguments: [SwiftCallSyntax.Argument], _ syntax: SwiftCallSyntax,
        startingAt start: SourceToken, path: String
    ) {
        let place = "\(path):\(start.line):\(start.column)"
        let value = { (label: String) in arguments.first { $0.label == label }?.range }
        guard let nameRange = value("name") else {
            notices.append("\(place): a target without a name: not read")
            return
        }
        // A computed name (`name: rawValue` of an enum of targets) does not hide what the target
        // copies: it is read under its place, and a notice says so.
        let literal = syntax.string(nameRange)?.text
        let name = literal ?? "the target at \(place)"
        if literal == nil, value("product").flatMap({ syntax.member($0) }) != nil {
            notices.append("\(place): a target whose name is not a string literal: read as \"\(name)\"")
        } else if literal == nil {
            notices.append("\(place): a target whose name is not a string literal: not read")
            return
        }
        guard let productRange = value("product"), let product = syntax.member(productRange) else {
            notices.append("\(place): target \(name)'s product is not written as .app, .appExtension…: not read")
            return
        }
        var target = Target(name: name, product: product, resources: [], dependencies: [])
        if let range = value("resources") {
            target.resources = resources(range, syntax, target: name, path: path)
        }
        if let range = value("dependencies") {
            target.dependencies = Self.dependencies(range, syntax)
        }
        if value("buildableFolders") != nil {
            notices.append("\(place): target \(name)'s buildableFolders are not read; its resources: are")
        }
        targets.append(target)
    }

    /// `[…]` or `.resources([…], …)`: each element read, or a notice for it.
    private mutating func resources(
        _ range: Range<Int>, _ syntax: SwiftCallSyntax, target: String,
        path: String
    ) -> [Resource] {
        var list = range
        if let open = syntax.call("resources", at: range), syntax.closers[open] == range.upperBound - 1,
            let first = syntax.arguments(ofBracketAt: open).first, first.label == nil
        {
            list = first.range
        }
        guard syntax.isPunctuation(list.lowerBound, "["), syntax.closers[list.lowerBound] == list.upperBound - 1 else {
            notices.append(
                "\(syntax.place(of: range, in: path)): target \(target)'s resources are not a literal list "
                    + "(a variable or a function soundcheck does not run): not read")
            return []
        }
        var read: [Resource] = []
        for element in syntax.arguments(ofBracketAt: list.lowerBound) {
            if let resource = Self.resource(element.range, syntax) {
                read.append(resource)
            } else {
                notices.append(
                    "\(syntax.place(of: element.range, in: path)): a resource of target \(target) is not a literal "
                        + "path or glob: not read")
            }
        }
        return read
    }

    /// `"glob"`, `.glob(pattern: P, excluding: [P…])`, `.folderReference(path: P)`.
    private static func resource(_ range: Range<Int>, _ syntax: SwiftCallSyntax) -> Resource? {
        if let literal = syntax.string(range) {
            return Resource(
                kind: .glob, path: literal.text, base: .manifest, excluding: [], line: literal.line,
                column: literal.column)
        }
        for (name, kind, label) in [
            ("glob", Resource.Kind.glob, "pattern"), ("folderReference", .folderReference, "path"),
        ] {
            guard let open = syntax.call(name, at: range), syntax.closers[open] == range.upperBound - 1 else {
                continue
            }
            let arguments = syntax.arguments(ofBracketAt: open)
            guard let pathRange = arguments.first(where: { $0.label == label })?.range,
                let path = Self.path(pathRange, syntax)
            else { return nil }
            var excluding: [(String, PathBase)] = []
            if let list = arguments.first(where: { $0.label == "excluding" })?.range {
                guard syntax.isPunctuation(list.lowerBound, "[") else { return nil }
                for element in syntax.arguments(ofBracketAt: list.lowerBound) {
                    guard let excluded = Self.path(element.range, syntax) else { return nil }
                    excluding.append((excluded.text, excluded.base))
                }
            }
            return Resource(
                kind: kind, path: path.text, base: path.base, excluding: excluding, line: path.line,
                column: path.column)
        }
        return nil
    }

    /// `"p"`, `.relativeToManifest("p")`, `.relativeToCurrentFile("p")`, `.relativeToRoot("p")`.
    private static func path(_ range: Range<Int>, _ syntax: SwiftCallSyntax)
        -> (text: String, base: PathBase, line: Int, column: Int)?
    {
        if let literal = syntax.string(range) { return (literal.text, .manifest, literal.line, literal.column) }
        for (name, base) in [
            ("relativeToManifest", PathBase.manifest), ("relativeToCurrentFile", .manifest),
            ("relativeToRoot", .root),
        ] {
            guard let open = syntax.call(name, at: range), syntax.closers[open] == range.upperBound - 1,
                let argument = syntax.arguments(ofBracketAt: open).first, argument.label == nil,
                let literal = syntax.string(argument.range)
            else { continue }
            return (literal.text, base, literal.line, literal.column)
        }
        return nil
    }

    /// The targets of this project it depends on: `.target(name: "X")` and `.target("X")`.
    private static func dependencies(_ range: Range<Int>, _ syntax: SwiftCallSyntax) -> [String] {
        guard syntax.isPunctuation(range.lowerBound, "[") else { return [] }
        return syntax.arguments(ofBracketAt: range.lowerBound).compactMap { element in
            guard let open = syntax.call("target", at: element.range),
                let first = syntax.arguments(ofBracketAt: open).first,
                first.label == nil || first.label == "name"
            else { return nil }
            return syntax.string(first.range)?.text
        }
    }
}
