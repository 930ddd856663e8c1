// The one place the popovers reach @floating-ui/dom, so that the bundler keeps it in a chunk of its own, fetched
// after a screen's first render (ADR 0040, ADR 0065).
export { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
