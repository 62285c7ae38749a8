/// Where an Android app has a sound as a raw resource: the `res/raw` folder it lies in, or that
/// a config's build step copies it into, and the name it gets there.
public struct AndroidPlacement: Sendable, Hashable {
    /// How the file gets into `res/raw`.
    public enum Source: String, Sendable, Hashable {
        /// It lies in a `res/raw` folder of an Android module.
        case resourceFolder = "res-raw"
        /// Expo's `expo-notifications` plugin copies it there at prebuild (`sounds`).
        case expoPrebuild = "expo-prebuild"
        /// A Cordova `config.xml`'s `<resource-file>` of `<platform name="android">` targets it.
        case cordovaResourceFile = "cordova-resource-file"
    }

    /// The `res/raw` folder (or `res/raw-QUALIFIER`) holding the file, or that it is copied into.
    public var folder: String
    /// The file's name there and the resource name aapt2 derives from it.
    public var resource: AndroidResourceName
    public var source: Source
    /// Whether its module's release build keeps it; nil where no module was read (a loose
    /// `res/raw` folder).
    public var shrinking: ResourceShrinking?

    /// A file lying in its `res/raw` folder, at `path`.
    public init(resourceAt path: String) {
        self.init(
            folder: PathText.directory(of: path), fileName: PathText.lastComponent(of: path), source: .resourceFolder)
    }

    public init(folder: String, fileName: String, source: Source) {
        self.folder = folder
        self.resource = AndroidResourceName(fileName: fileName)
        self.source = source
    }
}
