/// One partial encoding kept by `IMA4NibbleBeam`: the decoder state it reaches, its squared error
/// so far, how it got there (parent slot in bits 8…15, last nibble in bits 0…3) and the
/// neighbourhood of decoder states it stands for (`IMA4BeamLayers.neighbourhood`).
struct IMA4BeamSurvivor {
    var error: Int64 = 0
    var predictor: Int32 = 0
    var stepIndex: Int16 = 0
    var entry: UInt16 = 0
    var neighbourhood: UInt32 = 0
}
