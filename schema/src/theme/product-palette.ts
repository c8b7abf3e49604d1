/**
 * The product's colours, one palette for the patient app and the console (primary #00695c, secondary #1565c0,
 * background #f4f7f7). The status colours are MUI's hues a step darker: MUI's own fail AA contrast
 * as text on white (its warning #ed6c02 is 3.1:1, its info #0288d1 3.9:1). Each main here reaches 4.5:1 with white
 * text, also lightened by a hovered clickable chip (8 %), and as text on the background and on the form toolbar.
 */
export const productPalette = {
  primary: { main: '#00695c' },
  secondary: { main: '#1565c0' },
  success: { main: '#27702b' },
  info: { main: '#0b62a0' },
  warning: { main: '#a34a06' },
  error: { main: '#c62828' },
  background: { default: '#f4f7f7' },
} as const;
