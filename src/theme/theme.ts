import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** The spec's primary green as a Fluent brand ramp (80 is the primary; 120 is primary-lighten-1). */
const courtsideBrand: BrandVariants = {
  10: '#020803',
  20: '#0b1f0e',
  30: '#0f3315',
  40: '#13431a',
  50: '#175420',
  60: '#1b6526',
  70: '#22742d',
  80: '#2e7d32',
  90: '#3f8e43',
  100: '#519e54',
  110: '#66af68',
  120: '#81c784',
  130: '#95cf95',
  140: '#aeddad',
  150: '#c8ebc6',
  160: '#e3f6e1',
};

/** The spec's extra colours, published as CSS variables by FluentProvider like any theme token. */
const extraColours = {
  colorPrimaryLighten1: courtsideBrand[120],
  colorSecondary: '#757575',
  colorSecondaryDarken1: '#424242',
  colorAdmin: '#6a1b9a',
  colorAdminBackground: '#f3e5f5',
};

export type CourtsideTheme = Theme & typeof extraColours;

const fontFamilyBase = "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";

export const courtsideTheme: CourtsideTheme = {
  ...createLightTheme(courtsideBrand),
  fontFamilyBase,
  ...extraColours,
};

/** Use like Fluent's `tokens`: values are CSS variable references. */
export const courtsideTokens = Object.fromEntries(Object.keys(extraColours).map((key) => [key, `var(--${key})`])) as {
  [K in keyof typeof extraColours]: string;
};
