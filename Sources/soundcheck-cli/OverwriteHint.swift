/// What to do when an output exists: the library says that it exists, the command line names
/// its own flag.
enum OverwriteHint {
    static let text = " (use --overwrite to replace it)"
}
