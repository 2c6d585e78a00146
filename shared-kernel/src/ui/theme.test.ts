import { createSystem, defaultBaseConfig, type SystemStyleObject } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { BRAND_RED } from '@trailhead/shared-kernel/constants';
import { designSystemCss, trailheadConfig, trailheadSystem, withValuesOnce } from './theme';

// The system the site creates, and the one Chakra's base config would give for the same theme.
const site = trailheadSystem();
const plain = createSystem(defaultBaseConfig, trailheadConfig());

const style = (prop: string, value: string) => ({ [prop]: value }) as unknown as SystemStyleObject;

const valueFunctionUtilities = Object.entries(defaultBaseConfig.utilities ?? {})
  .filter(([, utility]) => typeof utility?.values === 'function')
  .map(([name]) => name);

describe('the design system', () => {
  it('answers every utility whose values Chakra computes exactly as Chakra does', () => {
    expect(valueFunctionUtilities.length).toBeGreaterThan(20);
    for (const prop of valueFunctionUtilities) {
      for (const value of ['red.500', 'gray.100', 'fg.muted', 'bg.subtle', 'brand.red', 'currentBg', 'transparent', '4', 'auto', '#123456']) {
        expect({ prop, value, css: site.css(style(prop, value)) }).toEqual({ prop, value, css: plain.css(style(prop, value)) });
      }
    }
  });

  it('keeps the global, token and reset styles Chakra builds, as one text', () => {
    expect(designSystemCss()).toBe(css(plain._global).styles);
    expect(site._global).toEqual([designSystemCss()]);
    expect(designSystemCss()).toContain(`--chakra-colors-brand-red:${BRAND_RED}`);
    expect(designSystemCss()).toMatch(/@layer reset\{/);
  });

  it('asks each value function once per token dictionary, and gives every utility that shares it the same answer', () => {
    const values = jest.fn((token: (path: string) => unknown) => ({ ...(token('colors') as Record<string, string>) }));
    const config = withValuesOnce({ utilities: { color: { values }, background: { values } } });
    const token = (path: string) => ({ [path]: path });
    const color = (config.utilities!.color!.values as typeof values)(token);
    const background = (config.utilities!.background!.values as typeof values)(token);
    expect(values).toHaveBeenCalledTimes(1);
    expect(background).toBe(color);
    (config.utilities!.color!.values as typeof values)(() => ({}));
    expect(values).toHaveBeenCalledTimes(2);
  });
});
