import { useEffect, useEffectEvent } from 'react';
import { $insertGeneratedNodes } from '@lexical/clipboard';
import { LinkNode } from '@lexical/link';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  DROP_COMMAND,
  mergeRegister,
  PASTE_COMMAND,
  PASTE_TAG,
  TextNode,
  type LexicalEditor,
} from 'lexical';
import { $nodesFromHtml, $selectionOrEnd } from '../editor-commands';
import { ImageNode } from '../nodes/image-node';
import { $normalisePostQuote, PostQuoteNode } from '../nodes/post-quote-node';
import { $postHtmlFromEditor } from '../post-html/post-html-from-editor';
import { isAllowedImageSrc, isSafeLinkUrl } from '../post-html/link-urls';

/**
 * The editor's content can only ever be what the site's posts allow, whatever way it came in
 * (typed, pasted, dropped, undone): no inline styles, no link that is not http/https/mailto, no
 * image from a private address, quotes holding whole blocks; and no quote or image at all where
 * the place keeps none (`allow`), so what is shown is what will be saved.
 */
export function useAllowListTransforms(editor: LexicalEditor, allow: { quotes: boolean; images: boolean }): void {
  useEffect(
    () =>
      mergeRegister(
        editor.registerNodeTransform(TextNode, (node) => {
          if (node.getStyle() !== '') node.setStyle('');
        }),
        editor.registerNodeTransform(LinkNode, (link) => {
          if (isSafeLinkUrl(link.getURL())) return;
          for (const child of link.getChildren()) link.insertBefore(child);
          link.remove();
        }),
        editor.registerNodeTransform(ImageNode, (image) => {
          if (!allow.images || !isAllowedImageSrc(image.getAttributes().src)) image.remove();
        }),
        editor.registerNodeTransform(PostQuoteNode, (quote) => {
          if (allow.quotes) return $normalisePostQuote(quote);
          // Its paragraphs stay, as paragraphs.
          for (const child of quote.getChildren()) quote.insertBefore(child);
          quote.remove();
        }),
      ),
    [editor, allow.quotes, allow.images],
  );
}

const clipboardOf = (event: unknown): DataTransfer | null => {
  const data = (event as { clipboardData?: DataTransfer | null } | null)?.clipboardData;
  return data ?? null;
};

/**
 * Paste: files go to the draft's attachments; rich HTML is cleaned to what the editor allows
 * (allowed-html.ts, 'paste') before it becomes content; plain text goes in as lines. Lexical's own
 * clipboard format is not read: a page could put crafted data there.
 * Drop: files go to the attachments too.
 */
export function usePasteAndDrop(editor: LexicalEditor, onAttachFiles: ((files: File[]) => void) | undefined): void {
  const attach = useEffectEvent((files: File[]) => onAttachFiles?.(files));
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => {
            const data = clipboardOf(event);
            if (!data) return false;
            const files = Array.from(data.files ?? []);
            if (files.length > 0) {
              event.preventDefault();
              attach(files);
              return true;
            }
            const html = data.getData('text/html');
            const text = data.getData('text/plain');
            if (!html && !text) return false;
            event.preventDefault();
            editor.update(
              () => {
                const selection = $selectionOrEnd();
                if (html) {
                  $insertGeneratedNodes(editor, $nodesFromHtml(html, 'paste'), selection);
                  return;
                }
                text
                  .replace(/\r\n?/g, '\n')
                  .split('\n')
                  .forEach((line, index) => {
                    const current = $getSelection();
                    if (!$isRangeSelection(current)) return;
                    if (index > 0) current.insertParagraph();
                    if (line) current.insertText(line);
                  });
              },
              { tag: PASTE_TAG },
            );
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerCommand(
          DROP_COMMAND,
          (event) => {
            const files = Array.from(event.dataTransfer?.files ?? []);
            if (files.length === 0) return false;
            event.preventDefault();
            attach(files);
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor],
  );
}

/**
 * Tells the page the post HTML whenever the text changes (not for a caret move, and not while an
 * input method is composing: the composed text arrives once, when it is final).
 */
export function usePostHtmlChanges(editor: LexicalEditor, onChange: ((html: string) => void) | undefined): void {
  const report = useEffectEvent((html: string) => onChange?.(html));
  useEffect(() => {
    let last = editor.getEditorState().read($postHtmlFromEditor);
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      if (editor.isComposing()) return;
      const html = editorState.read($postHtmlFromEditor);
      if (html === last) return;
      last = html;
      report(html);
    });
  }, [editor]);
}
