import { isAllowedImageSrc, isSafeLinkUrl } from './link-urls';

/**
 * What HTML coming into the editor may keep.
 * - 'load': a draft, a post being edited, a post being quoted. Everything the site's post HTML
 *   allows stays (the server's allow-list: formatting, links, lists, quotes with their reply
 *   attributes, mentions, images), so an edit starts from exactly what was posted.
 * - 'paste': rich HTML from another page keeps only what a person can make with the toolbar —
 *   bold, italic, links, lists, quotes, paragraphs and line breaks. Images, mentions and reply
 *   attributes from elsewhere are not taken (a pasted image would hot-link a stranger's server).
 * In both, nothing that runs survives: no script, style, handler attribute, javascript: URL, iframe…
 */
export type HtmlSource = 'load' | 'paste';

/** Dropped with everything inside them: their text is not content (or is hostile). */
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED', 'APPLET', 'SVG', 'MATH', 'NOSCRIPT', 'NOEMBED', 'NOFRAMES',
  'TEXTAREA', 'TITLE', 'SELECT', 'OPTION', 'OPTGROUP', 'DATALIST', 'HEAD', 'META', 'LINK', 'BASE', 'INPUT', 'BUTTON', 'AUDIO', 'VIDEO', 'SOURCE',
  'TRACK', 'CANVAS', 'MAP', 'AREA', 'PICTURE', 'DIALOG', 'XMP', 'PLAINTEXT',
]);

/** Block containers of other pages (headings, divs, table cells…): a paragraph when they hold only text, else dissolved. */
const BLOCK_CONTAINERS = new Set([
  'DIV', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'MAIN', 'NAV', 'ASIDE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TABLE', 'THEAD', 'TBODY', 'TFOOT',
  'TR', 'TD', 'TH', 'CAPTION', 'FIGURE', 'FIGCAPTION', 'ADDRESS', 'CENTER', 'DL', 'DT', 'DD', 'DETAILS', 'SUMMARY', 'HGROUP', 'FORM', 'FIELDSET', 'LEGEND',
]);

const BLOCKS = new Set(['P', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', ...BLOCK_CONTAINERS]);

/** The tags kept as they are (after b→strong, i→em), per source. */
const KEPT: Record<HtmlSource, Set<string>> = {
  load: new Set(['P', 'BR', 'STRONG', 'EM', 'U', 'S', 'CODE', 'A', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'IMG', 'SPAN']),
  paste: new Set(['P', 'BR', 'STRONG', 'EM', 'A', 'UL', 'OL', 'LI', 'BLOCKQUOTE']),
};

const DIGITS = /^\d{1,10}$/;

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  while (element.firstChild) renamed.appendChild(element.firstChild);
  for (const attribute of Array.from(element.attributes)) renamed.setAttribute(attribute.name, attribute.value);
  element.replaceWith(renamed);
  return renamed;
}

function unwrap(element: Element): Node[] {
  const children = Array.from(element.childNodes);
  element.replaceWith(...children);
  return children;
}

function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag);
  while (element.firstChild) wrapper.appendChild(element.firstChild);
  element.appendChild(wrapper);
}

function hasBlockChild(element: Element): boolean {
  return Array.from(element.children).some((child) => BLOCKS.has(child.tagName.toUpperCase()));
}

/**
 * Bold and italic that other pages (Google Docs, Word, web pages) write as styles become tags, and
 * a <b style="font-weight:normal"> wrapper (Google Docs puts one round everything) is no bold at all.
 */
function formattingFromStyle(element: HTMLElement, tag: string): 'strong' | 'em' | 'both' | 'plain' | null {
  const style = element.getAttribute('style');
  if (!style) return null;
  const weight = /font-weight\s*:\s*([a-z0-9]+)/i.exec(style)?.[1].toLowerCase();
  const fontStyle = /font-style\s*:\s*([a-z]+)/i.exec(style)?.[1].toLowerCase();
  const bold = weight === undefined ? null : weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  const italic = fontStyle === undefined ? null : fontStyle === 'italic' || fontStyle === 'oblique';
  if ((tag === 'STRONG' || tag === 'B') && bold === false) return 'plain';
  if ((tag === 'EM' || tag === 'I') && italic === false) return 'plain';
  if (bold && italic) return 'both';
  if (bold) return 'strong';
  if (italic) return 'em';
  return null;
}

function cleanAttributes(element: Element, tag: string, source: HtmlSource): boolean {
  const keep: Record<string, string> = {};
  if (tag === 'A') {
    const href = element.getAttribute('href');
    if (href === null || !isSafeLinkUrl(href)) return false;
    keep.href = href.trim();
    if (source === 'load' && element.getAttribute('target') === '_blank') keep.target = '_blank';
  }
  if (tag === 'IMG') {
    const src = element.getAttribute('src');
    if (!isAllowedImageSrc(src)) return false;
    keep.src = src.trim();
    const alt = element.getAttribute('alt');
    if (alt) keep.alt = alt;
    for (const name of ['width', 'height']) {
      const value = element.getAttribute(name);
      if (value && DIGITS.test(value)) keep[name] = value;
    }
  }
  if (tag === 'BLOCKQUOTE' && source === 'load') {
    const quoted = element.getAttribute('data-quote');
    const postId = element.getAttribute('data-post-id');
    if (quoted) keep['data-quote'] = quoted;
    if (quoted && postId && DIGITS.test(postId)) keep['data-post-id'] = postId;
  }
  if (tag === 'SPAN') {
    const userId = element.getAttribute('data-user-id');
    if (element.getAttribute('class')?.split(/\s+/).includes('mention') !== true || !userId || !DIGITS.test(userId)) return false;
    keep.class = 'mention';
    keep['data-user-id'] = userId;
  }
  for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
  for (const [name, value] of Object.entries(keep)) element.setAttribute(name, value);
  return true;
}

function cleanChildren(parent: Node, source: HtmlSource) {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 3) continue;
    if (node.nodeType !== 1) {
      node.parentNode?.removeChild(node);
      continue;
    }
    cleanElement(node as HTMLElement, source);
  }
}

function cleanElement(original: HTMLElement, source: HtmlSource) {
  let element: Element = original;
  let tag = element.tagName.toUpperCase();
  if (DROPPED_WITH_CONTENT.has(tag)) {
    element.remove();
    return;
  }
  // Formatting carried by styles, read before the style attribute goes.
  const styled = formattingFromStyle(original, tag);
  if (styled === 'plain') {
    cleanChildren(element, source);
    unwrap(element);
    return;
  }
  if (tag === 'B') element = rename(element, 'strong');
  if (tag === 'I') element = rename(element, 'em');
  tag = element.tagName.toUpperCase();
  // Only round inline content: a bold <div> of paragraphs makes no <strong> of blocks.
  if (!hasBlockChild(element)) {
    if (styled === 'strong' || styled === 'both') wrapChildren(element, 'strong');
    if (styled === 'em' || styled === 'both') wrapChildren(element, 'em');
  }

  if (tag === 'PRE') {
    // Kept as a paragraph of code: its line breaks stay line breaks.
    const paragraph = rename(element, 'p');
    for (const text of textNodesOf(paragraph)) {
      const lines = (text.textContent ?? '').split(/\r?\n/);
      if (lines.length < 2) continue;
      const parts: Node[] = [];
      lines.forEach((line, index) => {
        if (index > 0) parts.push(paragraph.ownerDocument.createElement('br'));
        if (line) parts.push(paragraph.ownerDocument.createTextNode(line));
      });
      text.replaceWith(...parts);
    }
    if (source === 'load') wrapChildren(paragraph, 'code');
    cleanChildren(paragraph, source);
    cleanAttributes(paragraph, 'P', source);
    return;
  }
  if (BLOCK_CONTAINERS.has(tag)) {
    if (hasBlockChild(element)) {
      cleanChildren(element, source);
      unwrap(element);
      return;
    }
    element = rename(element, 'p');
    tag = 'P';
  }
  cleanChildren(element, source);
  if (tag === 'P' && element.parentElement?.tagName.toUpperCase() === 'LI') {
    // A list item holds lines, not paragraphs: the paragraph's end becomes a line break.
    if (element.nextSibling) element.after(element.ownerDocument.createElement('br'));
    unwrap(element);
    return;
  }
  if (!KEPT[source].has(tag) || !cleanAttributes(element, tag, source)) {
    // Not allowed here: its text stays, the element goes (an image or a bad link leaves nothing of itself).
    if (tag === 'IMG') element.remove();
    else unwrap(element);
  }
}

function textNodesOf(root: Node): Text[] {
  const found: Text[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) found.push(child as Text);
      else walk(child);
    }
  };
  walk(root);
  return found;
}

/** A start tag (a letter after '<'): text such as "a < b" is not touched. */
const START_TAG = /<[a-zA-Z][^>]*>/g;
/** One attribute: its name, and its value quoted or bare. */
const ATTRIBUTE = String.raw`\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?`;
/** A start tag read whole, attribute by attribute; a tag that does not read so is left as it is. */
const WELL_FORMED_TAG = new RegExp(String.raw`^(<[a-zA-Z][^\s/>]*)((?:${ATTRIBUTE})*)(\s*/?>)$`);
const EACH_ATTRIBUTE = new RegExp(ATTRIBUTE, 'g');

/**
 * The HTML with the handler attributes taken out of its start tags before it is parsed. The
 * parse is inert either way and the cleaning below drops them too, but Chromium reports every
 * handler it parses, even in an inert document, as a violation of the site's Content Security
 * Policy: a pasted page would fill the reports (and fail the tests that watch them). Only whole
 * attributes of well-formed tags go, so no other attribute's value is ever changed.
 */
export function withoutHandlerAttributes(html: string): string {
  return html.replace(START_TAG, (tag) => {
    const parts = WELL_FORMED_TAG.exec(tag);
    if (!parts) return tag;
    const [, open, attributes, close] = parts;
    return open + attributes.replace(EACH_ATTRIBUTE, (attribute) => (/^\s+on/i.test(attribute) ? '' : attribute)) + close;
  });
}

/**
 * Parses HTML inert (a <template> runs no script and loads no image) and cuts it down to what the
 * editor may hold. The server cleans again on write; this keeps a handler or a script URL from
 * ever reaching the page through the editor (a pasted page, a tampered local draft).
 */
export function cleanEditorHtml(html: string, source: HtmlSource): DocumentFragment {
  const template = globalThis.document.createElement('template');
  template.innerHTML = withoutHandlerAttributes(html);
  cleanChildren(template.content, source);
  gatherLooseInlines(template.content);
  return template.content;
}

/** Text and inline elements at the top level (a post sent without paragraphs) go into paragraphs. */
function gatherLooseInlines(fragment: DocumentFragment) {
  let paragraph: HTMLElement | null = null;
  for (const node of Array.from(fragment.childNodes)) {
    const isBlock = node.nodeType === 1 && BLOCKS.has((node as Element).tagName.toUpperCase());
    if (isBlock) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      if (node.nodeType === 3 && !(node.textContent ?? '').trim()) {
        node.remove();
        continue;
      }
      paragraph = fragment.ownerDocument.createElement('p');
      node.before(paragraph);
    }
    paragraph.appendChild(node);
  }
}

/** The cleaned HTML as a string (for tests and for callers that keep HTML). */
export function cleanEditorHtmlString(html: string, source: HtmlSource): string {
  const box = globalThis.document.createElement('div');
  box.appendChild(cleanEditorHtml(html, source));
  return box.innerHTML;
}
