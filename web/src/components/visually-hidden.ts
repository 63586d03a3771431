/**
 * The visually hidden pattern (present for assistive technology, invisible on screen, taking no room):
 * an `sx` value. Sizes are in pixels on purpose — in `sx`, a bare `1` means 100 %.
 *
 * @module components/visually-hidden
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
