// Embedding: the frame's bridge to its host page and the way back from a widget's checkout.
// The widget layout's parts are imported by the routes (their own chunks).
export {
  acceptHostMessage,
  ensureFrameBridge,
  isInFrame,
  postToHost,
  useFrameState,
  useWidgetViewed,
} from './frame'
export { EmbedReturnLink } from './EmbedReturnLink'
