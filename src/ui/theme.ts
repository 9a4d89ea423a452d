// Colours and sizes of the exchange's visual language (look.md).
export const theme = {
  colors: {
    header: '#0f2a3d',
    headerText: '#ffffff',
    accent: '#f5b400',
    primary: '#1a6fa3',
    primaryDark: '#0f4f78',
    tab: '#174a6b',
    back: '#72bbef',
    backLight: '#b3dbf7',
    lay: '#faa9ba',
    layLight: '#fcd2db',
    /** The price-change flash: a dark ring and a light tint, never a fill that hides back/lay. */
    flashRing: '#0f2a3d',
    flashTint: 'rgba(255, 255, 255, 0.45)',
    /** A price outside the betting window: grey, with the text still 8:1 on it. */
    mutedPrice: '#e1e5e9',
    profit: '#066b2c', // 6.7:1 on white, 5.4:1 on a back row's tint #d6ebfa (WCAG AA); #077a32 was 4.46:1 there
    loss: '#d0021b',
    page: '#eef1f4',
    surface: '#ffffff',
    border: '#d5dbe1',
    text: '#1d2731',
    muted: '#5b6b79',
    overlay: 'rgba(20, 30, 40, 0.62)',
    focus: '#ffb300',
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    base: '14px',
  },
  breakpoints: { mobile: '767px' },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme extends AppTheme {}
}
