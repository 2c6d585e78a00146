import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { css } from '@emotion/react';
import { BRAND_BLACK, BRAND_RED, BREAKPOINTS } from '@trailhead/shared-kernel/constants';

/** The design system's global styles as text, computed at build time (tooling/build-app.mjs); absent in dev and on the server. */
declare const __DESIGN_SYSTEM_CSS__: string | undefined;

const px = (value: number) => `${value}px`;

/**
 * The colour palettes the site uses (alerts' statuses, badges, buttons): Chakra turns every token
 * into a CSS variable while the page starts, so the palettes nobody uses (teal, cyan, purple, pink)
 * are left out, which makes the system ~20 % cheaper to create.
 */
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue'];
const onlyPalettes = <T extends object>(colors: T, keep: string[]): T => Object.fromEntries(Object.entries(colors).filter(([name]) => keep.includes(name))) as T;

type TokenTree = { [name: string]: TokenTree } | { value: unknown };
/**
 * The site has one colour scheme, the light one: each semantic token keeps its light value, so
 * Chakra does not build the dark scheme's variables (never applied: nothing sets a `.dark` class),
 * which makes the system another ~25 % cheaper to create.
 */
function lightOnly<T extends TokenTree>(tree: T): T {
  if ('value' in tree) {
    const { value } = tree;
    const light = value && typeof value === 'object' && '_light' in value ? (value as { _light: unknown })._light : value;
    return { ...tree, value: light };
  }
  return Object.fromEntries(Object.entries(tree).map(([name, child]) => [name, lightOnly(child as TokenTree)])) as T;
}

type UtilityValues = (token: (path: string) => unknown) => Record<string, string>;
/**
 * Chakra asks each utility for its values while it creates the system, and 27 of them (background,
 * color, borderColor…) answer with a fresh copy of every colour token: the same large object built
 * 27 times, about a third of the utilities' share of the start. Each value function here answers
 * once per token dictionary (the answers are only ever read), which makes creating the system about
 * a third cheaper. The answers stay identical: theme.test.ts compares with Chakra's own base config.
 */
export function withValuesOnce(config: SystemConfig): SystemConfig {
  const answers = new WeakMap<UtilityValues, WeakMap<object, Record<string, string>>>();
  const once = (values: UtilityValues): UtilityValues => (token) => {
    const byDictionary = answers.get(values) ?? new WeakMap<object, Record<string, string>>();
    answers.set(values, byDictionary);
    const answer = byDictionary.get(token) ?? values(token);
    byDictionary.set(token, answer);
    return answer;
  };
  const utilities = Object.fromEntries(
    Object.entries(config.utilities ?? {}).map(([name, utility]) => [
      name,
      typeof utility?.values === 'function' ? { ...utility, values: once(utility.values as UtilityValues) } : utility,
    ]),
  );
  return { ...config, utilities };
}

/**
 * The Chakra system with the brand colours and the spec's breakpoints (spec §9). It carries the
 * recipes of the components shared-kernel/ui exports and no others: Chakra's full theme is most
 * of its weight. A component added to ui/index.ts needs its recipe here.
 *
 * Created on first use, not when this module is evaluated: creating it is the largest single piece
 * of a page's start (~45 ms, ~180 ms on a phone), and the shell gives it a task of its own.
 */
export function trailheadSystem(): SystemContext {
  return (system ??= createTrailheadSystem());
}
let system: SystemContext | undefined;

/** The site's configuration on top of Chakra's base (conditions and utilities): what the system is created from. */
export function trailheadConfig(): SystemConfig {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    // A link to …#post-12 (or a jump to a new reply) shows the post below the sticky top bar, not under it.
    globalCss: { ...globalCss, html: { ...globalCss.html, scrollPaddingTop: '5rem' } },
    theme: {
      breakpoints: {
        sm: px(BREAKPOINTS.sm),
        md: px(BREAKPOINTS.md),
        lg: px(BREAKPOINTS.lg),
        xl: px(BREAKPOINTS.xl),
        '2xl': px(BREAKPOINTS.xxl),
      },
      keyframes,
      tokens: {
        ...tokens,
        colors: {
          ...onlyPalettes(tokens.colors, ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', ...PALETTES]),
          brand: {
            red: { value: BRAND_RED },
            black: { value: BRAND_BLACK },
            // Darker than the brand red so white text on it keeps a 4.5:1 contrast.
            redDark: { value: '#C0392B' },
          },
        },
      },
      semanticTokens: lightOnly({ ...semanticTokens, colors: onlyPalettes(semanticTokens.colors, ['bg', 'fg', 'border', ...PALETTES]) }),
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        field: fieldSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        tabs: tabsSlotRecipe,
      },
    },
  });
}

/**
 * The system's global styles (reset, base, every token as a CSS variable) as one text, as the
 * server draws them into every page and as the build gives them to the browser.
 */
export function designSystemCss(): string {
  // The text stands where Chakra keeps its style objects: both are what emotion's <Global> is given.
  return (trailheadSystem()._global as unknown as [string])[0];
}

/**
 * Chakra builds the global styles as objects while it creates the system, over half of the cost of
 * creating it. A production build makes that lazy (tooling/webpack/create-config.mjs) and gives the
 * browser the text instead, so a phone never builds them; the server builds them once and writes
 * them as the same text, so the browser finds the drawn <style> and keeps it rather than adding
 * a second one.
 */
function createTrailheadSystem() {
  const created = createSystem(withValuesOnce(defaultBaseConfig), trailheadConfig());
  const globalStyles = typeof __DESIGN_SYSTEM_CSS__ === 'string' ? __DESIGN_SYSTEM_CSS__ : css(created._global).styles;
  return Object.defineProperty(created, '_global', { value: [globalStyles] });
}
