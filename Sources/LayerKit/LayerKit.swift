// `import LayerKit` brings what `import UIKit` brings on iOS: Foundation
// and Core Foundation (`kCFBooleanTrue`, `CFAbsoluteTimeGetCurrent()`),
// Core Animation (LayerAnimation), UIKit's ways of animating, and a window.
@_exported import CoreFoundation
@_exported import Foundation
@_exported import LayerAnimation
@_exported import LayerAnimators
@_exported import LayerDynamics
@_exported import LayerHost
