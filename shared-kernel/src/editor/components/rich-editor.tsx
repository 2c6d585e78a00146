import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $getSelection, type BaseSelection, type LexicalEditor } from 'lexical';
import { Box, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { checkImageLink } from '../composer/upload-checks';
import { $appendReplyQuote, $insertImage, $insertLink, $insertPlainText, $loadPostHtml, type ReplyQuote } from '../editor-commands';
import { ImageNode } from '../nodes/image-node';
import { MentionNode } from '../nodes/mention-node';
import { PostQuoteNode } from '../nodes/post-quote-node';
import { isSafeLinkUrl, normaliseLinkUrl } from '../post-html/link-urls';
import { $postHtmlFromEditor } from '../post-html/post-html-from-editor';
import { AddressForm } from './address-form';
import { EditorToolbar, type ToolbarPanel } from './editor-toolbar';
import { useAllowListTransforms, usePasteAndDrop, usePostHtmlChanges } from './editor-plugins';
import { SmiliePicker } from './smilie-picker';
import { useMentions } from './use-mentions';

export interface RichEditorHandle {
  /** The text as post HTML (the site's allow-list), ready to send. */
  getHtml(): string;
  setHtml(html: string): void;
  /** Appends a reply quote (spec §5) and puts the caret after it. */
  quote(quote: ReplyQuote): void;
  focus(): void;
}

export interface RichEditorProps {
  /** The writing area's accessible name, e.g. 'Your reply'. */
  label: string;
  /** Post HTML to start from (a draft, a post being edited); read once. */
  initialHtml?: string;
  onChange?: (html: string) => void;
  /** Files chosen, pasted or dropped: the composer checks and uploads them. No attach button without it. */
  onAttachFiles?: (files: File[]) => void;
  error?: string | null;
  disabled?: boolean;
  /** Shown under the writing area (the draft's files). */
  footer?: ReactNode;
  /** @mention suggestions (on unless a place has no members to mention). */
  mentions?: boolean;
  /** Quotes and images by link (on unless the place keeps neither, as a signature: a quote or an image there would be dropped when saved). */
  quotes?: boolean;
  images?: boolean;
}

export const LINK_REFUSED = 'Only http, https and mailto links can be added.';

/** The nodes a post can hold; nothing else can exist in the editor. */
const NODES = [ListNode, ListItemNode, LinkNode, MentionNode, ImageNode, PostQuoteNode];

// Lexical renders bold and italic as <strong>/<em>; these classes style the rest.
const THEME = {
  text: { underline: 'editor-underline', strikethrough: 'editor-strikethrough', underlineStrikethrough: 'editor-underline-strikethrough', code: 'editor-code' },
  list: { nested: { listitem: 'editor-nested-item' } },
};

const CONTENT_CSS = {
  '& .editor-content': { minHeight: '8rem', maxHeight: '70vh', overflowY: 'auto', padding: '0.75rem', outline: 'none', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 'tall' },
  '& .editor-content p': { marginBottom: '0.5rem' },
  '& .editor-content > :last-child, & .editor-content blockquote > :last-child': { marginBottom: 0 },
  '& .editor-content ul': { listStyleType: 'disc', paddingLeft: '1.5rem', marginBottom: '0.5rem' },
  '& .editor-content ol': { listStyleType: 'decimal', paddingLeft: '1.5rem', marginBottom: '0.5rem' },
  '& .editor-content .editor-nested-item': { listStyleType: 'none' },
  '& .editor-content blockquote': { borderLeftWidth: '3px', borderLeftStyle: 'solid', borderColor: 'gray.300', paddingLeft: '0.75rem', color: 'gray.700', marginY: '0.5rem' },
  '& .editor-content blockquote[data-quote]::before': { content: 'attr(data-quote) " said:"', display: 'block', fontSize: 'sm', fontWeight: 'semibold', color: 'gray.600' },
  '& .editor-content .mention': { color: 'blue.700', background: 'blue.50', borderRadius: 'sm', paddingX: '0.125rem' },
  '& .editor-content a': TEXT_LINK,
  '& .editor-content img': { maxWidth: '100%', display: 'inline-block', verticalAlign: 'bottom' },
  '& .editor-underline': { textDecoration: 'underline' },
  '& .editor-strikethrough': { textDecoration: 'line-through' },
  '& .editor-underline-strikethrough': { textDecoration: 'underline line-through' },
  '& .editor-code': { fontFamily: 'mono', fontSize: '0.9em', background: 'gray.100', paddingX: '0.25rem', borderRadius: 'sm' },
} as const;

/**
 * The site's one rich-text editor (forum replies and threads, conversations, profile posts,
 * signatures), on Lexical: bold, italic, links, lists, quotes, smilies, images by link, @mentions,
 * attachments, undo/redo, input-method composition, and paste cleaned to what posts allow.
 * It reads and writes the site's post HTML (api/src/modules/posting/post-html.ts) and nothing else.
 */
export const RichEditor = forwardRef<RichEditorHandle, RichEditorProps>(function RichEditor(props, ref) {
  // The initial HTML is read once: afterwards the editor state is the text.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'trailhead-post',
    nodes: NODES,
    theme: THEME,
    editable: !props.disabled,
    editorState: () => $loadPostHtml(props.initialHtml ?? ''),
    onError: (error: Error) => console.error(error),
  }));
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorBody {...props} handle={ref} />
    </LexicalComposer>
  );
});

function EditorBody({ label, onChange, onAttachFiles, error, disabled, footer, mentions = true, quotes = true, images = true, handle }: RichEditorProps & { handle: Ref<RichEditorHandle> }) {
  const [editor] = useLexicalComposerContext();
  const box = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [panel, setPanel] = useState<ToolbarPanel>(null);
  // Where the caret was when a panel took the focus: its insertion goes there.
  const savedSelection = useRef<BaseSelection | null>(null);
  const ids = useId();
  const listboxId = `${ids}-mentions`;
  const errorId = `${ids}-error`;

  useAllowListTransforms(editor, { quotes, images });
  usePasteAndDrop(editor, disabled ? undefined : onAttachFiles);
  usePostHtmlChanges(editor, onChange);
  const mentionList = useMentions(editor, box, mentions && !disabled);

  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  useImperativeHandle(handle, () => editorHandle(editor), [editor]);

  const openPanel = (next: ToolbarPanel) => {
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setPanel(next);
  };

  const closePanel = () => {
    setPanel(null);
    editor.focus();
  };

  const insert = (change: (saved: BaseSelection | null) => void) => {
    editor.update(() => change(savedSelection.current), { discrete: true });
    closePanel();
  };

  const activeId = mentionList.open ? `${listboxId}-${mentionList.active}` : undefined;

  return (
    <Box>
      <EditorToolbar editor={editor} label={label} disabled={disabled} quotes={quotes} images={images} panel={panel} onPanel={(next) => (next ? openPanel(next) : closePanel())} onAttach={onAttachFiles ? () => fileInput.current?.click() : undefined} />
      {onAttachFiles && (
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="attach-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onAttachFiles(files);
          }}
        />
      )}
      {panel === 'smilies' && (
        <SmiliePicker
          onPick={(text) => {
            editor.update(() => $insertPlainText(text, savedSelection.current), { discrete: true });
            savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
          }}
          onClose={closePanel}
        />
      )}
      {panel === 'link' && (
        <AddressForm
          label="Link address"
          placeholder="https://…"
          submitLabel="Add link"
          testId="link-form"
          onClose={closePanel}
          onSubmit={(address) => {
            const url = normaliseLinkUrl(address);
            if (!url || !isSafeLinkUrl(url)) return LINK_REFUSED;
            insert((saved) => $insertLink(url, saved));
            return null;
          }}
        />
      )}
      {panel === 'image' && (
        <AddressForm
          label="Image address"
          placeholder="https://…"
          submitLabel="Insert image"
          testId="image-form"
          onClose={closePanel}
          onSubmit={(address) => {
            const checked = checkImageLink(address);
            if ('problem' in checked) return checked.problem.message;
            insert((saved) => $insertImage(checked.url, saved));
            return null;
          }}
        />
      )}
      <Box ref={box} position="relative" borderWidth="1px" borderColor={error ? 'red.500' : 'gray.200'} borderBottomRadius="md" bg={disabled ? 'gray.50' : 'white'} _focusWithin={{ borderColor: 'blue.500', boxShadow: '0 0 0 1px var(--chakra-colors-blue-500)' }} css={CONTENT_CSS}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="editor-content post-body"
              aria-label={label}
              aria-multiline="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              aria-autocomplete={mentions ? 'list' : undefined}
              aria-controls={mentionList.open ? listboxId : undefined}
              aria-activedescendant={activeId}
              data-testid="rich-editor"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLinkUrl} />
        {mentionList.open && (
          <Box
            as="ul"
            id={listboxId}
            role="listbox"
            aria-label="Members to mention"
            data-testid="mention-list"
            position="absolute"
            zIndex="dropdown"
            style={mentionList.position ?? { left: 12, bottom: 8, transform: 'translateY(100%)' }}
            bg="white"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="md"
            minW="48"
            maxW="calc(100vw - 2rem)"
            listStyleType="none"
            m="0"
            p="1"
          >
            {mentionList.members.map((member, index) => (
              <Box
                as="li"
                key={member.user_id}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === mentionList.active}
                px="2"
                py="1"
                borderRadius="sm"
                cursor="pointer"
                bg={index === mentionList.active ? 'blue.50' : undefined}
                onMouseDown={(event) => {
                  // The editor keeps the focus and the caret; the pick replaces the '@name' typed.
                  event.preventDefault();
                  mentionList.choose(index);
                }}
              >
                @{member.username}
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {error && (
        <Text id={errorId} role="alert" color="red.600" fontSize="sm" mt="1" data-testid="editor-error">
          {error}
        </Text>
      )}
      {footer}
    </Box>
  );
}

function editorHandle(editor: LexicalEditor): RichEditorHandle {
  return {
    getHtml: () => editor.getEditorState().read($postHtmlFromEditor),
    setHtml: (html) => editor.update(() => $loadPostHtml(html), { discrete: true }),
    quote: (quote) => {
      editor.update(() => $appendReplyQuote(quote), { discrete: true });
      editor.focus();
      editor.getRootElement()?.scrollIntoView?.({ block: 'center' });
    },
    focus: () => editor.focus(),
  };
}
