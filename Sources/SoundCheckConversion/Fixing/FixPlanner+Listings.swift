import SoundCheckChecking
import SoundCheckCore

extension FixPlanner {
    /// The new path of a sound the item renames in place (a conversion into another container,
    /// or a rename that fits the name to the content); nil when its name stays or a copy is made.
    static func renamedInPlace(_ item: FixItem) -> String? {
        switch item.action {
        case .convert(let output, _, true) where PathText.directory(of: output) == PathText.directory(of: item.path):
            output
        case .rename(let output, _, false):
            output
        case .convert, .rename, .renameResource, .skip:
            nil
        }
    }

    /// The item with the edits its rename needs in the files that list the sound; skipped with
    /// the reason when a listing cannot be changed.
    func withListingEdits(_ item: FixItem, sound: InspectedSound) -> FixItem {
        guard let output = Self.renamedInPlace(item) else { return item }
        var item = item
        switch ListingEdit.edits(renaming: sound, to: output) {
        case .success(let edits): item.listingEdits = edits
        case .failure(let refusal): item.action = .skip(reason: Self.listingReason(refusal))
        }
        return item
    }

    /// Tries every edit of the plan on the files as they are now, in order, per file: an item
    /// whose edit would not apply is skipped before anything is converted.
    func validatedListingEdits(_ plan: FixPlan) -> FixPlan {
        var plan = plan
        var texts: [String: [UInt8]] = [:]
        for index in plan.items.indices where !plan.items[index].listingEdits.isEmpty {
            var changed = texts
            var refusal: ListingEdit.Refusal?
            for edit in plan.items[index].listingEdits {
                guard let text = changed[edit.file] ?? ListingEdit.read(edit.file) else {
                    refusal = ListingEdit.Refusal("\(edit.file) cannot be read")
                    break
                }
                switch edit.applied(to: text) {
                case .success(let edited): changed[edit.file] = edited
                case .failure(let problem): refusal = problem
                }
                if refusal != nil { break }
            }
            if let refusal {
                plan.items[index].action = .skip(reason: Self.listingReason(refusal))
                plan.items[index].listingEdits = []
            } else {
                texts = changed
            }
        }
        return plan
    }

    static func listingReason(_ refusal: ListingEdit.Refusal) -> String {
        "\(refusal.reason), so renaming the sound would leave the app listing a file that is gone; "
            + "convert it with soundcheck convert and change the listing yourself"
    }
}

extension ListingEdit {
    /// A listing file's bytes; nil when it cannot be read or passes 64 MiB (no project file
    /// or config is that large).
    static func read(_ path: String) -> [UInt8]? {
        TextFile.bytes(path, limit: 64 << 20)
    }

    /// Makes the edits of the items that were fixed, file by file, each file written atomically:
    /// the files that changed, and what could not be changed.
    static func apply(_ edits: [ListingEdit]) -> (changed: [String], problems: [String]) {
        var order: [String] = []
        var byFile: [String: [ListingEdit]] = [:]
        for edit in edits {
            if byFile[edit.file] == nil { order.append(edit.file) }
            byFile[edit.file, default: []].append(edit)
        }
        var changed: [String] = []
        var problems: [String] = []
        for file in order {
            do {
                guard let original = read(file) else { throw ReadError("cannot be read") }
                var text = original
                for edit in byFile[file] ?? [] {
                    switch edit.applied(to: text) {
                    case .success(let edited): text = edited
                    case .failure(let refusal): throw ReadError(refusal.reason)
                    }
                }
                // An entry that covers the new name as it is (a folder source) needs no write.
                if text != original {
                    try AtomicFile.write(text, to: file)
                    changed.append(file)
                }
            } catch {
                problems.append("\(file): not changed: \(error)")
            }
        }
        return (changed, problems)
    }
}
