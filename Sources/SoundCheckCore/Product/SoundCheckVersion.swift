/// The version soundcheck reports (`--version`, SARIF's tool driver).
public enum SoundCheckVersion {
    public static let current = "0.2.0"
}
