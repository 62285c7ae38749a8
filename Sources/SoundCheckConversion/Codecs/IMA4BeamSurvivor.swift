/// One partial encoding kept by `IMA4NibbleBeam`: the decoder state it reaches, its squared error
/// so far, and how it got there (parent slot in bits 8…15, last nibble in bits 0…3). 16 bytes, so
/// keeping a layer sorted moves one value per step.
struct IMA4BeamSurvivor {
    var error: Int64 = 0
    var predictor: Int32 = 0
    var stepIndex: Int16 = 0
    var entry: UInt16 = 0
}
