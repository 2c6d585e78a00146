// The rich editor's commands, written on DOM Ranges (document.execCommand is deprecated and
// differs per browser). Each takes the editable root and the current selection.

export type InlineTag = 'strong' | 'em';

/** Only these link schemes may be inserted (a javascript: URL would run on click). */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (SAFE_LINK.test(url)) return url;
  // "example.com/page" is meant as a web address; anything with another scheme is refused.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && /^[\w-]+(\.[\w-]+)+/.test(url)) return `https://${url}`;
  return null;
}

/** The selection's range when it lies inside root, else a caret at the end of root. */
export function rangeIn(root: HTMLElement): Range {
  const selection = root.ownerDocument.getSelection();
  if (selection && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0);
    if (root.contains(range.commonAncestorContainer)) return range;
  }
  const range = root.ownerDocument.createRange();
  range.selectNodeContents(root);
  range.collapse(false);
  return range;
}

function select(root: HTMLElement, range: Range) {
  const selection = root.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function closest(node: Node | null, root: HTMLElement, test: (element: HTMLElement) => boolean): HTMLElement | null {
  for (let current = node; current && current !== root; current = current.parentNode) {
    if (current.nodeType === 1 && test(current as HTMLElement)) return current as HTMLElement;
  }
  return null;
}

function unwrap(element: HTMLElement) {
  const parent = element.parentNode!;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

/** Bold or italic: wraps the selection, or removes the formatting when the selection is already inside it. */
export function toggleInline(root: HTMLElement, tag: InlineTag): void {
  const range = rangeIn(root);
  const matches = (element: HTMLElement) => element.tagName.toLowerCase() === tag || (tag === 'strong' && element.tagName === 'B') || (tag === 'em' && element.tagName === 'I');
  const existing = closest(range.commonAncestorContainer, root, matches);
  if (existing && range.collapsed) {
    // A caret inside bold: what is typed next is no longer bold (the text so far stays bold).
    const after = root.ownerDocument.createTextNode('\u200b');
    existing.parentNode!.insertBefore(after, existing.nextSibling);
    const caret = root.ownerDocument.createRange();
    caret.setStart(after, 1);
    caret.collapse(true);
    select(root, caret);
    return;
  }
  if (existing) {
    unwrap(existing);
    return;
  }
  const wrapper = root.ownerDocument.createElement(tag);
  if (range.collapsed) {
    // A zero-width space gives the caret somewhere to type inside the new element.
    wrapper.appendChild(root.ownerDocument.createTextNode('\u200b'));
    range.insertNode(wrapper);
    const caret = root.ownerDocument.createRange();
    caret.setStart(wrapper.firstChild!, 1);
    caret.collapse(true);
    select(root, caret);
    return;
  }
  wrapper.appendChild(range.extractContents());
  range.insertNode(wrapper);
  const after = root.ownerDocument.createRange();
  after.selectNodeContents(wrapper);
  select(root, after);
}

/** Makes the selection a link to url (http, https or mailto only); with nothing selected, the url is the text. */
export function insertLink(root: HTMLElement, input: string): boolean {
  const url = normaliseLinkUrl(input);
  if (!url) return false;
  const range = rangeIn(root);
  const existing = closest(range.commonAncestorContainer, root, (element) => element.tagName === 'A');
  if (existing) {
    existing.setAttribute('href', url);
    return true;
  }
  const link = root.ownerDocument.createElement('a');
  link.setAttribute('href', url);
  if (range.collapsed) link.textContent = url;
  else link.appendChild(range.extractContents());
  range.insertNode(link);
  placeCaretAfter(root, link);
  return true;
}

/** Puts an image (an address already checked, see checkImageLink) at the caret, replacing any selection. */
export function insertImage(root: HTMLElement, url: string): void {
  const range = rangeIn(root);
  const image = root.ownerDocument.createElement('img');
  image.setAttribute('src', url);
  image.setAttribute('alt', '');
  range.deleteContents();
  range.insertNode(image);
  placeCaretAfter(root, image);
}

/** The direct children of root that the range touches, after wrapping loose inline runs in paragraphs. */
function blocksIn(root: HTMLElement, range: Range): HTMLElement[] {
  const document = root.ownerDocument;
  // Loose text and inline elements at the top level become <p> so blocks can be moved as a whole.
  let run: HTMLElement | null = null;
  for (const child of Array.from(root.childNodes)) {
    const isBlock = child.nodeType === 1 && /^(P|DIV|UL|OL|BLOCKQUOTE|H\d|PRE)$/.test((child as HTMLElement).tagName);
    if (isBlock) {
      run = null;
      continue;
    }
    if (child.nodeType === 1 && (child as HTMLElement).tagName === 'BR') {
      run = null;
      child.parentNode!.removeChild(child);
      continue;
    }
    if (!run) {
      run = document.createElement('p');
      root.insertBefore(run, child);
    }
    run.appendChild(child);
  }
  if (!root.firstChild) root.appendChild(document.createElement('p'));
  const blocks = Array.from(root.children) as HTMLElement[];
  const touched = blocks.filter((block) => range.intersectsNode(block));
  return touched.length ? touched : [blocks[blocks.length - 1]];
}

/** Bulleted or numbered list: the touched blocks become its items; inside the same kind of list, the items become paragraphs again. */
export function toggleList(root: HTMLElement, ordered: boolean): void {
  const document = root.ownerDocument;
  const range = rangeIn(root).cloneRange();
  const listTag = ordered ? 'OL' : 'UL';
  const inList = closest(range.commonAncestorContainer, root, (element) => element.tagName === listTag);
  if (inList) {
    for (const item of Array.from(inList.children)) {
      const paragraph = document.createElement('p');
      while (item.firstChild) paragraph.appendChild(item.firstChild);
      inList.parentNode!.insertBefore(paragraph, inList);
    }
    inList.parentNode!.removeChild(inList);
    return;
  }
  const blocks = blocksIn(root, range);
  const list = document.createElement(listTag.toLowerCase());
  root.insertBefore(list, blocks[0]);
  for (const block of blocks) {
    if (block.tagName === 'UL' || block.tagName === 'OL') {
      while (block.firstChild) list.appendChild(block.firstChild);
      block.remove();
      continue;
    }
    const item = document.createElement('li');
    while (block.firstChild) item.appendChild(block.firstChild);
    list.appendChild(item);
    block.remove();
  }
  const caret = document.createRange();
  caret.selectNodeContents(list.lastChild ?? list);
  caret.collapse(false);
  select(root, caret);
}

/** Quote: the touched blocks go into a blockquote; inside one, it is taken away. */
export function toggleQuote(root: HTMLElement): void {
  const document = root.ownerDocument;
  const range = rangeIn(root).cloneRange();
  const inQuote = closest(range.commonAncestorContainer, root, (element) => element.tagName === 'BLOCKQUOTE');
  if (inQuote) {
    unwrap(inQuote);
    return;
  }
  const blocks = blocksIn(root, range);
  const quote = document.createElement('blockquote');
  root.insertBefore(quote, blocks[0]);
  blocks.forEach((block) => quote.appendChild(block));
}

/** Puts a node at the caret (replacing any selection) and moves the caret after it. */
export function insertNodeAtCaret(root: HTMLElement, node: Node): void {
  const range = rangeIn(root);
  range.deleteContents();
  range.insertNode(node);
  placeCaretAfter(root, node);
}

export function insertTextAtCaret(root: HTMLElement, text: string): void {
  insertNodeAtCaret(root, root.ownerDocument.createTextNode(text));
}

/** Pasted text: its line breaks become <br>, nothing in it is read as markup. */
export function insertPlainText(root: HTMLElement, text: string): void {
  const fragment = root.ownerDocument.createDocumentFragment();
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, index) => {
      if (index > 0) fragment.appendChild(root.ownerDocument.createElement('br'));
      if (line) fragment.appendChild(root.ownerDocument.createTextNode(line));
    });
  const last = fragment.lastChild;
  const range = rangeIn(root);
  range.deleteContents();
  range.insertNode(fragment);
  if (last) placeCaretAfter(root, last);
}

export function placeCaretAfter(root: HTMLElement, node: Node): void {
  const caret = root.ownerDocument.createRange();
  caret.setStartAfter(node);
  caret.collapse(true);
  select(root, caret);
}

const EDITOR_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'A', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'CODE', 'PRE', 'IMG', 'SPAN', 'DIV']);
const DROPPED_WITH_CONTENT = /^(SCRIPT|STYLE|TEMPLATE|IFRAME|OBJECT|EMBED|SVG|MATH|NOSCRIPT|TEXTAREA|TITLE|SELECT|OPTION)$/;
const EDITOR_ATTRIBUTES: Record<string, string[]> = { A: ['href'], IMG: ['src', 'alt', 'width', 'height'], BLOCKQUOTE: ['data-quote', 'data-post-id'], SPAN: ['class', 'data-user-id'] };

/**
 * HTML going into the live editor (a draft, a post to edit, a quote) is parsed inert and cut down to
 * what the editor writes. The server already cleans on write; this keeps a handler or a script URL
 * from firing here even if something slipped through (e.g. a tampered local draft).
 */
export function cleanEditorHtml(html: string): DocumentFragment {
  const template = globalThis.document.createElement('template');
  template.innerHTML = html;
  const walk = (parent: Node) => {
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === 3) continue;
      if (node.nodeType !== 1) {
        node.parentNode!.removeChild(node);
        continue;
      }
      const element = node as Element;
      const tag = element.tagName.toUpperCase();
      if (DROPPED_WITH_CONTENT.test(tag)) {
        element.remove();
        continue;
      }
      walk(element);
      if (!EDITOR_TAGS.has(tag)) {
        element.replaceWith(...Array.from(element.childNodes));
        continue;
      }
      const allowed = EDITOR_ATTRIBUTES[tag] ?? [];
      for (const attribute of Array.from(element.attributes)) {
        if (!allowed.includes(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
      }
      const href = element.getAttribute('href');
      if (href !== null && !/^(https?:\/\/|mailto:)/i.test(href.trim())) element.removeAttribute('href');
      const src = element.getAttribute('src');
      if (src !== null && !/^(https?:\/\/|\/api\/attachments\/\d+\/data$)/i.test(src.trim())) element.remove();
      if (tag === 'SPAN' && element.getAttribute('class') !== 'mention') element.removeAttribute('class');
    }
  };
  walk(template.content);
  return template.content;
}

/** Replaces the editor's content with cleaned HTML. */
export function setEditorHtml(root: HTMLElement, html: string): void {
  root.replaceChildren(cleanEditorHtml(html));
}

/** A reply quote of spec §5: who said it and which post, so the API can alert the quoted member. */
export function buildReplyQuote(document: Document, quote: { username: string; postId: number; html: string }): HTMLElement {
  const block = document.createElement('blockquote');
  block.setAttribute('data-quote', quote.username);
  block.setAttribute('data-post-id', String(quote.postId));
  block.appendChild(cleanEditorHtml(stripReplyQuotes(quote.html)));
  return block;
}

/** Appends a reply quote and an empty paragraph after it for the answer, and puts the caret there. */
export function appendReplyQuote(root: HTMLElement, quote: { username: string; postId: number; html: string }): void {
  const document = root.ownerDocument;
  root.appendChild(buildReplyQuote(document, quote));
  const answer = document.createElement('p');
  answer.appendChild(document.createElement('br'));
  root.appendChild(answer);
  const caret = document.createRange();
  caret.setStart(answer, 0);
  caret.collapse(true);
  select(root, caret);
}

/** Spec §5: reply quotes are stripped from edited posts (and from the text being quoted, so quotes don't nest). */
export function stripReplyQuotes(html: string): string {
  const template = globalThis.document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('blockquote[data-quote]').forEach((quote) => quote.remove());
  return template.innerHTML.trim();
}

/** True when the message has no text, no image and no mention: spec §5 'Post message should not be empty'. */
export function isEmptyMessage(html: string): boolean {
  const template = globalThis.document.createElement('template');
  template.innerHTML = html;
  const text = (template.content.textContent ?? '').replace(/[\s\u200b\u00a0]/g, '');
  return text === '' && !template.content.querySelector('img');
}

/** The editor's HTML as it is sent: no zero-width caret helpers, no trailing empty paragraphs. */
export function serialiseEditor(root: HTMLElement): string {
  return root.innerHTML
    .replace(/\u200b/g, '')
    .replace(/(<p><br><\/p>|<br>)+$/g, '')
    .trim();
}
