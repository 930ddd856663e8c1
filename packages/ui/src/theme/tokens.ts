/**
 * Design tokens: the only source of colours, spacing, type, radii, shadows, layers, motion and breakpoints.
 * Components read them as CSS variables through `vars` (vars.ts), never as raw values.
 */

/** Raw colours. Components use the semantic names of `createTheme`, not these. */
export const palette = {
  white: '#FFFFFF',
  gray50: '#F8FAFC',
  gray100: '#F1F5F9',
  gray200: '#E2E8F0',
  gray500: '#64748B',
  gray600: '#475569',
  gray900: '#0F172A',
  red50: '#FEF2F2',
  red200: '#FECACA',
  red700: '#B91C1C',
  red800: '#991B1B',
  red900: '#7F1D1D',
  amber50: '#FFFBEB',
  amber300: '#FCD34D',
  amber800: '#92400E',
  green50: '#F0FDF4',
  green300: '#86EFAC',
  green800: '#166534',
  blue50: '#EFF6FF',
  blue300: '#93C5FD',
  blue800: '#1E40AF',
  backdrop: 'rgba(15, 23, 42, 0.45)',
} as const;

/**
 * Categorical colours of charts (docs/domain.md#constants-and-limits: a palette of many values for licences, six for scenarios). Every colour
 * reaches 3:1 against white, as graphics must (WCAG 1.4.11), and neighbours differ in hue so adjacent series
 * stay apart.
 */
export const dataPalette = {
  /** One colour per licence; charts with more licences than colours cycle through them (`licenseColor`). */
  license: [
    '#4F46E5',
    '#D97706',
    '#059669',
    '#E11D48',
    '#0284C7',
    '#7C3AED',
    '#4D7C0F',
    '#EA580C',
    '#0D9488',
    '#C026D3',
    '#1D4ED8',
    '#A16207',
    '#15803D',
    '#B91C1C',
    '#0E7490',
    '#7E22CE',
    '#BE185D',
    '#57534E',
    '#334155',
    '#92400E',
  ],
  /** The six scenario colours, in the order scenarios are listed. */
  scenario: ['#0284C7', '#D97706', '#059669', '#E11D48', '#7C3AED', '#475569'],
} as const;

/** A 4 px spacing scale; keys are multiples of 4 px. */
export const space = {
  0: '0px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

/**
 * What the browser shows while a brand's typeface loads, or where it cannot. 'Inter Fallback' (GlobalStyle) is a local
 * Arial sized like Inter, so text drawn before the default brand's font arrives keeps its place (ADR 0034).
 */
export const fontFallback = "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Type scale in rem, so it follows the person's browser font size. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  display: '2rem',
  hero: '3rem',
} as const;

export const fontWeight = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeight = {
  tight: 1.25,
  snug: 1.375,
  normal: 1.5,
} as const;

export const radius = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '9999px',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 4px 12px rgba(15, 23, 42, 0.08)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
} as const;

/** Stacking layers, lowest first. */
export const zIndex = {
  base: 0,
  backdrop: 100,
  header: 200,
  sidebar: 300,
  overlay: 400,
  modal: 500,
  toast: 600,
} as const;

export const duration = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  spinner: '800ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Fixed sizes: controls, icons, borders, focus ring and layout measures (docs/domain.md#constants-and-limits: sidebar 240 px). */
export const size = {
  hairline: '1px',
  borderWidth: '1px',
  focusRing: '2px',
  focusOffset: '2px',
  controlSm: '32px',
  controlMd: '40px',
  controlLg: '48px',
  iconSm: '16px',
  iconMd: '20px',
  iconLg: '24px',
  logoSm: '28px',
  logoMd: '36px',
  logoLg: '48px',
  headerHeight: '64px',
  sidebarWidth: '240px',
  formWidth: '400px',
  contentWidth: '640px',
  tableHeight: '480px',
} as const;

/** Breakpoints of docs/domain.md#constants-and-limits in px: the shell turns compact below 600, the licence list below 991, the sidebar is fixed from 1024. */
export const breakpoint = {
  shell: 600,
  list: 991,
  sidebar: 1024,
} as const;

/** Chart geometry in px: SVG coordinates are numbers, so these are read from the theme, not as CSS variables. */
export const chart = {
  /** Plot height of bar and line charts. */
  height: 320,
  /** Diameter of pie and doughnut charts. */
  arcSize: 240,
  /** Width used before the container is measured (and where it cannot be, as in tests). */
  fallbackWidth: 640,
  /** Space around the plot for the axes: top, right, bottom, left. */
  marginTop: 16,
  marginRight: 16,
  marginBottom: 40,
  marginLeft: 56,
  /** Share of a category's width left empty between bar groups. */
  bandPadding: 0.2,
  /** Thickness of the doughnut ring as a share of the radius. */
  doughnutRing: 0.4,
  /** Radius of the points on a line. */
  pointRadius: 4,
  /** Stroke width of lines. */
  lineWidth: 2,
  /** How many ticks the value axis aims for. */
  valueTicks: 5,
  /** Least room per category label; labels are skipped on narrow plots to keep this. */
  minTickSpacing: 72,
} as const;
