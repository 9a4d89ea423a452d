// The coloured toasts' backgrounds, darkened so their white text meets AA contrast (the library's
// defaults — a light green, a bright yellow — do not). Set as CSS variables on the toast container.
import type { CSSProperties } from 'react';

export const TOAST_COLOURS = {
  '--toastify-color-success': '#087a33',
  '--toastify-color-error': '#c62828',
  '--toastify-color-warning': '#8a5a00',
  '--toastify-color-info': '#1a6fa3',
} as CSSProperties;
