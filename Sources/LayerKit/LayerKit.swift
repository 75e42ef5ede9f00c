// `import LayerKit` brings what `import UIKit` brings on iOS: Foundation,
// Core Animation (LayerAnimation, with the Core Graphics and Core
// Foundation names animation code uses), UIKit's ways of animating, and a window.
@_exported import Foundation
@_exported import LayerAnimation
@_exported import LayerAnimators
@_exported import LayerDynamics
@_exported import LayerHost
