/** @jest-environment node */
import { CacheProvider, Global } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { Box, TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { createDrawingStyles } from './drawing-styles';

function draw() {
  const styles = createDrawingStyles();
  const html = renderToString(
    <CacheProvider value={styles.cache}>
      <TrailheadUiProvider>
        <Global styles={{ '.quote::after': { content: '"</style><script>"' } }} />
        <Box bg="brand.red" p="4">
          Trail
        </Box>
      </TrailheadUiProvider>
    </CacheProvider>,
  );
  return { html, head: styles.head() };
}

describe('the styles of a drawn page', () => {
  const { html, head } = draw();
  const drawnClass = /class="(css-[a-z0-9]+)"/.exec(html)![1]!;
  const names = /<style data-emotion="css ([^"]+)" data-s=""><\/style>/.exec(head)![1]!.split(' ');

  it('are not written beside the elements, but once, into <head>', () => {
    expect(html).not.toContain('<style');
    expect(head.match(/<style data-drawn-styles="">/g)).toHaveLength(1);
    const css = /<style data-drawn-styles="">(.*?)<\/style>/s.exec(head)![1]!;
    expect(css).toContain(`.${drawnClass}{`);
    expect(css).toContain('--chakra-colors-brand-red');
    // Chakra's layer order comes first, as its first <Global> was drawn first.
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it("name every rule for the browser's emotion, in empty elements, each <Global> by its own", () => {
    expect(names).toContain(drawnClass.slice('css-'.length));
    const globals = [...head.matchAll(/<style data-emotion="css-global ([a-z0-9]+)" data-s=""><\/style>/g)].map((match) => match[1]);
    expect(globals.length).toBeGreaterThanOrEqual(3);
    for (const name of globals) expect(names).toContain(name);
  });

  it('cannot be closed early by the text of a rule', () => {
    expect(head).not.toContain('"</style><script>"');
    expect(head).toContain('"<\\/style><script>"');
  });
});
