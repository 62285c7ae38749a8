/// A document read as a shape it does not have (with `--shape`): said at the document's start.
struct ShapeMismatch: Error {
    var reason: String
}
