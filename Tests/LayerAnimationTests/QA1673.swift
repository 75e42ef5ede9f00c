import LayerAnimation

// Apple's Technical Q&A QA1673, "How to pause the animation of a layer tree",
// exactly as written there: it must compile and work against LayerAnimation.

func pause(layer: CALayer) {
   let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
   layer.speed = 0
   layer.timeOffset = pausedTime
}
func resume(layer: CALayer) {
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = timeSincePause
}
