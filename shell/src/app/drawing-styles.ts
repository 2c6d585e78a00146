import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The styles of a page the server draws, for its <head>.
 *
 * Left to itself, emotion writes each element's rules in a <style> beside it in the body, and the
 * browser's emotion, as it starts, moves every one of them into <head>: each move replaces a
 * stylesheet, so the phone restyles the whole page, twice, in the middle of taking it over. Here
 * the rules are kept aside while the page is drawn (a cache in emotion's `compat` mode) and written
 * into <head> in the order they were made, in one <style> no code ever touches. Beside it go empty
 * <style> elements in the form emotion's own server writes them, naming every rule drawn, so that
 * the browser's emotion knows them as already inserted and does not insert them again; moving an
 * empty element restyles nothing.
 */
export function createDrawingStyles(): { cache: EmotionCache; head: () => string } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const names: string[] = [];
  // Inserted with no selector: a <Global>'s styles (and keyframes), which the browser's <Global>
  // looks for by name.
  const globals: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) {
      names.push(serialized.name);
      if (selector === '') globals.push(serialized.name);
    }
    return insert(selector, serialized, sheet, shouldCache);
  };
  const head = () => {
    const rules = names.map((name) => cache.inserted[name]).filter((text): text is string => typeof text === 'string');
    // Nothing in a rule may close the element: `</` is written `<\/`, the same in CSS.
    const css = rules.join('').replace(/<\//g, '<\\/');
    const placeholders = [`<style data-emotion="${cache.key} ${names.join(' ')}" data-s=""></style>`, ...globals.map((name) => `<style data-emotion="${cache.key}-global ${name}" data-s=""></style>`)];
    return `<style data-drawn-styles="">${css}</style>${names.length ? placeholders.join('') : ''}`;
  };
  return { cache, head };
}
