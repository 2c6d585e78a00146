// Questions asked of a message's HTML string, before it is sent or when it is loaded.

/** Spec §5, shown by the form and enforced by the API. */
export const EMPTY_POST_MESSAGE = 'Post message should not be empty';

function parse(html: string): DocumentFragment {
  const template = globalThis.document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** True when the message has no text and no image: spec §5 'Post message should not be empty'. */
export function isEmptyMessage(html: string): boolean {
  const content = parse(html);
  const text = (content.textContent ?? '').replace(/[\s\u200b\u00a0]/g, '');
  return text === '' && !content.querySelector('img');
}

/** Spec §5: reply quotes are stripped from edited posts (and from a post being quoted, so quotes do not nest). */
export function stripReplyQuotes(html: string): string {
  const template = globalThis.document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('blockquote[data-quote]').forEach((quote) => quote.remove());
  return template.innerHTML.trim();
}
