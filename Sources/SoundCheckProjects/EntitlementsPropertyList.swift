import Foundation
import SoundCheckCore

/// Property lists that signing reads: `.entitlements` files, an executable's embedded
/// entitlements, a bundle's `Info.plist`. Each is small; a larger file is not one.
enum EntitlementsPropertyList {
    /// Far beyond any real entitlements file or Info.plist (a few kilobytes).
    static let maximumSize = 1 << 20

    /// The dictionary at the root of `bytes` (XML, binary or OpenStep), or why there is none.
    static func dictionary(_ bytes: [UInt8]) -> Result<[String: Any], ReadError> {
        guard bytes.count <= maximumSize else {
            return .failure(ReadError("\(bytes.count) bytes, more than a property list of this kind holds"))
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            return .failure(ReadError("not a property list"))
        }
        guard let dictionary = value as? [String: Any] else {
            return .failure(ReadError("the property list is not a dictionary"))
        }
        return .success(dictionary)
    }

    /// The file's root dictionary, read up to `maximumSize` bytes.
    static func dictionary(atPath path: String) -> Result<[String: Any], ReadError> {
        do throws(ReadError) {
            let source = try FileByteSource(path: path)
            guard source.size <= Int64(maximumSize) else {
                throw ReadError("\(source.size) bytes, more than a property list of this kind holds")
            }
            return dictionary(Array(try source.read(at: 0, count: Int(source.size))))
        } catch {
            return .failure(error)
        }
    }

    /// Whether entitlements grant critical alerts: the key's value is the boolean true, as
    /// codesign writes `<true/>` (an integer 1 is not a grant).
    static func criticalAlertsStatus(_ entitlements: [String: Any]) -> CriticalAlertsEntitlement.Status {
        guard let value = entitlements[CriticalAlertsEntitlement.key] else { return .notGranted }
        return isTrueBoolean(value) ? .granted : .notGranted
    }

    /// Foundation reads `<true/>` as a Bool (Linux) or a boolean NSNumber (Apple platforms),
    /// and bridges `<integer>1</integer>` to `true` as well; only the first counts.
    private static func isTrueBoolean(_ value: Any) -> Bool {
        #if canImport(Darwin)
        guard let number = value as? NSNumber else { return false }
        return CFGetTypeID(number) == CFBooleanGetTypeID() && number.boolValue
        #else
        return (value as? Bool) == true && !(value is Int) && !(value is NSNumber && !(value is Bool))
        #endif
    }
}
