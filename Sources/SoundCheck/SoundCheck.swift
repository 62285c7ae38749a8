@_exported import SoundCheckChecking
@_exported import SoundCheckConversion
// The whole library under one name, for code written before the split into layers. New code
// imports the layer it needs: SoundCheckCore (payloads, manifests, reports), SoundCheckChecking
// (reading and judging sounds), SoundCheckConversion (converting and fixing them) or
// SoundCheckProjects (Xcode projects and built products).
@_exported import SoundCheckCore
@_exported import SoundCheckProjects
