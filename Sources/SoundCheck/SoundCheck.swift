// The whole library under one name, for code written before the split into layers. New code
// imports the layer it needs: SoundCheckCore (payloads, manifests, reports), SoundCheckChecking
// (reading and judging sounds) or SoundCheckConversion (converting and fixing them).
@_exported import SoundCheckCore
@_exported import SoundCheckChecking
@_exported import SoundCheckConversion
