import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { BRAND_BLACK, BRAND_RED, BREAKPOINTS } from '../constants';

const px = (value: number) => `${value}px`;

/** The Chakra system with the brand colours and the spec's breakpoints (spec §9). */
export const trailheadSystem = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      breakpoints: {
        sm: px(BREAKPOINTS.sm),
        md: px(BREAKPOINTS.md),
        lg: px(BREAKPOINTS.lg),
        xl: px(BREAKPOINTS.xl),
        '2xl': px(BREAKPOINTS.xxl),
      },
      tokens: {
        colors: {
          brand: {
            red: { value: BRAND_RED },
            black: { value: BRAND_BLACK },
            // Darker than the brand red so white text on it keeps a 4.5:1 contrast.
            redDark: { value: '#C0392B' },
          },
        },
      },
    },
  }),
);
