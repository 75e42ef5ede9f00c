import Foundation
@testable import LayerKit
import Testing

/// What the environment says about the window, read as `LayerKitApp` reads it.
@MainActor @Suite struct WindowSettingsTests {
    @Test func theScaleIsANumberFromHalfToFour() throws {
        #expect(try LayerKitApp.scale(nil) == 1)
        #expect(try LayerKitApp.scale("2") == 2)
        #expect(try LayerKitApp.scale(" 1.5 ") == 1.5)
        #expect(try LayerKitApp.scale("0.5") == 0.5 && LayerKitApp.scale("4") == 4)
        for bad in ["", "two", "0", "-1", "0.49", "4.01", "nan", "inf", "2x"] {
            #expect(throws: LayerHostError.self, "\(bad)") { try LayerKitApp.scale(bad) }
        }
        do {
            _ = try LayerKitApp.scale("nan")
        } catch {
            #expect("\(error)" == "LAYERKIT_SCALE is \"nan\"; expected a number from 0.5 to 4, such as 2")
        }
    }
}
