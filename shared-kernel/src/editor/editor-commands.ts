// What the toolbar, the mention list and the composer do to the editor's content. Each runs
// inside editor.update(); names starting with $ follow Lexical's rule for that.
import { $generateNodesFromDOM } from '@lexical/html';
import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link';
import {
  $createParagraphNode,
  $createTextNode,
  $getEditor,
  $getRoot,
  $getSelection,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  $isRangeSelection,
  $isRootNode,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  type ElementNode,
  type LexicalNode,
  type RangeSelection,
} from 'lexical';
import { $createImageNode, IMAGE_STAND_IN } from './nodes/image-node';
import { $createMentionNode } from './nodes/mention-node';
import { $createPostQuoteNode, $isPostQuoteNode, type PostQuoteNode } from './nodes/post-quote-node';
import { cleanEditorHtml, type HtmlSource } from './post-html/allowed-html';
import { stripReplyQuotes } from './post-html/message-html';

const isBlock = (node: LexicalNode) => ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();

/** Appends nodes to a parent that holds blocks, gathering loose inline nodes into paragraphs. */
function $appendAsBlocks(parent: ElementNode, nodes: LexicalNode[]): void {
  let paragraph: ElementNode | null = null;
  for (const node of nodes) {
    if (isBlock(node)) {
      paragraph = null;
      parent.append(node);
      continue;
    }
    if (!paragraph) {
      paragraph = $createParagraphNode();
      parent.append(paragraph);
    }
    paragraph.append(node);
  }
}

/** Lexical nodes for HTML from outside, cleaned first (see allowed-html.ts). */
export function $nodesFromHtml(html: string, source: HtmlSource): LexicalNode[] {
  const dom = cleanEditorHtml(html, source);
  // Lexical's import drops the spaces on either side of an element it does not know as text (it
  // takes "Look <img> and" for two lines): an image goes in as a one-character stand-in it does
  // know, which ImageNode.importDOM turns back into the image.
  dom.querySelectorAll('img').forEach((image) => {
    const standIn = image.ownerDocument.createElement('span');
    for (const name of ['src', 'alt', 'width', 'height']) {
      const value = image.getAttribute(name);
      if (value !== null) standIn.setAttribute(`${IMAGE_STAND_IN}-${name}`, value);
    }
    standIn.setAttribute(IMAGE_STAND_IN, '');
    standIn.textContent = '\u200b';
    image.replaceWith(standIn);
  });
  return $generateNodesFromDOM($getEditor(), dom);
}

/** Replaces the whole content with a post's HTML (a draft, a post to edit). */
export function $loadPostHtml(html: string): void {
  const root = $getRoot();
  root.clear();
  $appendAsBlocks(root, $nodesFromHtml(html, 'load'));
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** The selection, or a caret at the end of the text when the editor has none (e.g. it was never focused). */
export function $selectionOrEnd(): RangeSelection {
  const selection = $getSelection();
  if ($isRangeSelection(selection)) return selection;
  const last = $getRoot().getLastDescendant();
  if ($isTextNode(last)) return last.select();
  const paragraph = $getRoot().getLastChild();
  if ($isElementNode(paragraph)) return paragraph.selectEnd();
  return $getRoot().selectEnd();
}

/** Puts back a selection saved before focus left the editor (for the link and image forms, the smilies). */
export function $restoreSelection(saved: BaseSelection | null): RangeSelection {
  if (saved && $isRangeSelection(saved) && saved.anchor.getNode().isAttached() && saved.focus.getNode().isAttached()) {
    $setSelection(saved.clone());
  }
  return $selectionOrEnd();
}

export function $insertPlainText(text: string, saved: BaseSelection | null = null): void {
  $restoreSelection(saved).insertText(text);
}

/**
 * Makes the selection a link; with nothing selected, the address itself is inserted as a linked
 * text. The URL has been checked already (normaliseLinkUrl).
 */
export function $insertLink(url: string, saved: BaseSelection | null = null): void {
  const selection = $restoreSelection(saved);
  if (!selection.isCollapsed()) {
    $toggleLink(url);
    return;
  }
  const existing = selection.anchor.getNode().getParent();
  if ($isLinkNode(existing)) {
    existing.setURL(url);
    return;
  }
  const link = $createLinkNode(url);
  link.append($createTextNode(url));
  selection.insertNodes([link]);
  link.selectNext();
}

export function $removeLink(saved: BaseSelection | null = null): void {
  $restoreSelection(saved);
  $toggleLink(null);
}

/** An image inserted by its link, at the caret (the address has passed checkImageLink). */
export function $insertImage(src: string, saved: BaseSelection | null = null): void {
  const selection = $restoreSelection(saved);
  const image = $createImageNode({ src, alt: '' });
  selection.insertNodes([image]);
}

/** The blocks at the top of the nearest root or quote that the selection touches. */
function $selectedTopBlocks(selection: RangeSelection): LexicalNode[] {
  const topOf = (node: LexicalNode): LexicalNode => {
    let current = node;
    for (let parent = current.getParent(); parent && !$isRootNode(parent) && !$isPostQuoteNode(parent); parent = current.getParent()) current = parent;
    return current;
  };
  const start = topOf(selection.anchor.getNode());
  const end = topOf(selection.focus.getNode());
  if (start.is(end)) return [start];
  const [first, last] = start.isBefore(end) ? [start, end] : [end, start];
  const blocks: LexicalNode[] = [first];
  for (let node = first.getNextSibling(); node && !node.is(last); node = node.getNextSibling()) blocks.push(node);
  blocks.push(last);
  return blocks;
}

/** The quote the selection is in, if any. */
export function $quoteAtSelection(): PostQuoteNode | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  for (let node: LexicalNode | null = selection.anchor.getNode(); node; node = node.getParent()) {
    if ($isPostQuoteNode(node)) return node;
  }
  return null;
}

/** Quote button: the touched paragraphs and lists go into a quote; inside a quote, the quote is taken away. */
export function $toggleQuote(): void {
  const selection = $selectionOrEnd();
  const existing = $quoteAtSelection();
  if (existing) {
    for (const child of existing.getChildren()) existing.insertBefore(child);
    existing.remove();
    return;
  }
  const blocks = $selectedTopBlocks(selection);
  const quote = $createPostQuoteNode();
  blocks[0].insertBefore(quote);
  $appendAsBlocks(quote, blocks);
  if (!quote.getNextSibling()) quote.insertAfter($createParagraphNode());
}

export interface ReplyQuote {
  username: string;
  postId: number;
  /** The quoted post's HTML; its own reply quotes are left out, so quotes never nest. */
  html: string;
}

/** A reply quote (spec §5) at the end of the text, with an empty line after it for the answer, where the caret goes. */
export function $appendReplyQuote(quote: ReplyQuote): void {
  const root = $getRoot();
  for (let last = root.getLastChild(); last && $isParagraphNode(last) && last.getTextContentSize() === 0 && last.getChildrenSize() === 0; last = root.getLastChild()) {
    last.remove();
  }
  const block = $createPostQuoteNode({ username: quote.username, postId: quote.postId });
  $appendAsBlocks(block, $nodesFromHtml(stripReplyQuotes(quote.html), 'load'));
  if (block.getChildrenSize() === 0) block.append($createParagraphNode());
  const answer = $createParagraphNode();
  root.append(block, answer);
  answer.select();
}

/**
 * Replaces the "@query" just before the caret with the chosen member's mention and a space to go
 * on typing after it.
 */
export function $insertMention(user: { user_id: number; username: string }, query: string): boolean {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return false;
  const node = selection.anchor.getNode();
  if (!$isTextNode(node)) return false;
  const offset = selection.anchor.offset;
  const start = offset - query.length - 1;
  if (start < 0 || node.getTextContent().slice(start, offset) !== `@${query}`) return false;
  const parts = node.splitText(start, offset);
  const target = start === 0 ? parts[0] : parts[1];
  const mention = $createMentionNode(user.user_id, user.username);
  target.replace(mention);
  const next = mention.getNextSibling();
  if ($isTextNode(next) && !next.isToken() && next.getTextContent().startsWith(' ')) {
    next.select(1, 1);
  } else {
    const space = $createTextNode(' ');
    mention.insertAfter(space);
    space.select(1, 1);
  }
  return true;
}
