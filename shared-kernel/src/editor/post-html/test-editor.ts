// A Lexical editor without a page, with the post nodes, for tests of what goes in and comes out.
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { registerRichText } from '@lexical/rich-text';
import { createEditor, type LexicalEditor } from 'lexical';
import { $loadPostHtml } from '../editor-commands';
import { ImageNode } from '../nodes/image-node';
import { MentionNode } from '../nodes/mention-node';
import { PostQuoteNode } from '../nodes/post-quote-node';
import { $postHtmlFromEditor } from './post-html-from-editor';

export function testEditor(html = ''): LexicalEditor {
  const editor = createEditor({ namespace: 'test', nodes: [ListNode, ListItemNode, LinkNode, MentionNode, ImageNode, PostQuoteNode], onError: (error) => { throw error; } });
  registerRichText(editor);
  editor.update(() => $loadPostHtml(html), { discrete: true });
  return editor;
}

export const htmlOf = (editor: LexicalEditor) => editor.getEditorState().read($postHtmlFromEditor);

/** Loads HTML the way an edit does and writes it back out. */
export const roundTrip = (html: string) => htmlOf(testEditor(html));
