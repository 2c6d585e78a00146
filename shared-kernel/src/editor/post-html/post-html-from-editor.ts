import { $isLinkNode } from '@lexical/link';
import { $isListItemNode, $isListNode, type ListItemNode, type ListNode } from '@lexical/list';
import { $getRoot, $isDecoratorNode, $isElementNode, $isLineBreakNode, $isParagraphNode, $isTextNode, type ElementNode, type LexicalNode, type TextNode } from 'lexical';
import { $isImageNode } from '../nodes/image-node';
import { $isMentionNode } from '../nodes/mention-node';
import { $isPostQuoteNode } from '../nodes/post-quote-node';
import { isAllowedImageSrc, isSafeLinkUrl } from './link-urls';

// The editor's content written as the site's post HTML, node by node, rather than through each
// node's exportDOM: the result is exactly the allow-list the API stores (api/src/modules/posting/
// post-html.ts) and what posts have always contained — <p>, <strong>, <em>, <a href>, <ul>/<ol>,
// <blockquote data-quote data-post-id>, <span class="mention" data-user-id>, <img> — with no
// editor classes, inline styles or attributes of its own.

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** Spaces after a space would collapse when the post is shown: they are kept as no-break spaces. */
const keepSpaces = (text: string) => text.replace(/ {2,}/g, (run) => ` ${'\u00a0'.repeat(run.length - 1)}`);

const FORMATS: [Parameters<TextNode['hasFormat']>[0], string][] = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
  ['code', 'code'],
];

function textHtml(node: TextNode): string {
  let html = escapeText(keepSpaces(node.getTextContent()));
  if (!html) return '';
  for (const [format, tag] of [...FORMATS].reverse()) {
    if (node.hasFormat(format)) html = `<${tag}>${html}</${tag}>`;
  }
  return html;
}

function inlineHtml(node: LexicalNode): string {
  if ($isMentionNode(node)) {
    return `<span class="mention" data-user-id="${node.getUserId()}">${escapeText(node.getTextContent())}</span>`;
  }
  if ($isTextNode(node)) return textHtml(node);
  if ($isLineBreakNode(node)) return '<br>';
  if ($isImageNode(node)) {
    const { src, alt, width, height } = node.getAttributes();
    if (!isAllowedImageSrc(src)) return '';
    return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}"${width ? ` width="${width}"` : ''}${height ? ` height="${height}"` : ''}>`;
  }
  if ($isLinkNode(node)) {
    const inner = childrenInline(node);
    const url = node.getURL();
    if (!isSafeLinkUrl(url)) return inner;
    return `<a href="${escapeAttribute(url.trim())}"${node.getTarget() === '_blank' ? ' target="_blank"' : ''}>${inner}</a>`;
  }
  if ($isElementNode(node)) return childrenInline(node);
  return '';
}

const childrenInline = (node: ElementNode) => node.getChildren().map(inlineHtml).join('');

function listHtml(list: ListNode): string {
  const tag = list.getListType() === 'number' ? 'ol' : 'ul';
  const items: string[] = [];
  for (const item of list.getChildren()) {
    if (!$isListItemNode(item)) continue;
    const { inline, nested } = listItemParts(item);
    // Lexical keeps a nested list in an item of its own; in HTML it belongs to the item before it.
    if (!inline && nested && items.length > 0) {
      items[items.length - 1] = items[items.length - 1].replace(/<\/li>$/, `${nested}</li>`);
      continue;
    }
    items.push(`<li>${inline}${nested}</li>`);
  }
  return items.length ? `<${tag}>${items.join('')}</${tag}>` : '';
}

function listItemParts(item: ListItemNode): { inline: string; nested: string } {
  let inline = '';
  let nested = '';
  for (const child of item.getChildren()) {
    if ($isListNode(child)) nested += listHtml(child);
    else inline += inlineHtml(child);
  }
  return { inline, nested };
}

function blockHtml(node: LexicalNode): string {
  if ($isListNode(node)) return listHtml(node);
  if ($isPostQuoteNode(node)) {
    const quote = node.getQuote();
    const attributes = quote ? ` data-quote="${escapeAttribute(quote.username)}"${quote.postId !== null ? ` data-post-id="${quote.postId}"` : ''}` : '';
    const inner = blocksHtml(node.getChildren());
    return inner ? `<blockquote${attributes}>${inner}</blockquote>` : '';
  }
  if ($isParagraphNode(node) || ($isElementNode(node) && !node.isInline())) {
    const inner = childrenInline(node as ElementNode);
    return `<p>${inner || '<br>'}</p>`;
  }
  if ($isDecoratorNode(node) || $isElementNode(node) || $isTextNode(node) || $isLineBreakNode(node)) {
    const inner = inlineHtml(node);
    return inner ? `<p>${inner}</p>` : '';
  }
  return '';
}

const EMPTY_BLOCK = '<p><br></p>';

function blocksHtml(nodes: LexicalNode[]): string {
  const blocks = nodes.map(blockHtml).filter(Boolean);
  // Empty lines at the start and the end are not part of the message.
  while (blocks[0] === EMPTY_BLOCK) blocks.shift();
  while (blocks[blocks.length - 1] === EMPTY_BLOCK) blocks.pop();
  return blocks.join('');
}

/** The whole editor as post HTML; call inside editor.read() / editorState.read(). */
export function $postHtmlFromEditor(): string {
  return blocksHtml($getRoot().getChildren());
}
