import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, HStack, Text } from '@trailhead/shared-kernel/ui';
import {
  appendReplyQuote,
  insertImage,
  insertLink,
  insertNodeAtCaret,
  insertPlainText,
  insertTextAtCaret,
  rangeIn,
  serialiseEditor,
  setEditorHtml,
  toggleInline,
  toggleList,
  toggleQuote,
} from '../editor-commands';
import { closedMentionList, mentionKey, mentionQueryBefore, shouldSearchMentions, showMentionItems, type MentionListState } from '../mention-list';
import { findMembers } from '../api/editor-api';
import { checkImageLink } from '../upload-checks';
import { SmiliePicker } from './smilie-picker';
import { BulletListIcon, ImageIcon, LinkIcon, NumberedListIcon, PaperclipIcon, QuoteIcon, SmileIcon } from './toolbar-icons';

export interface RichEditorHandle {
  getHtml(): string;
  setHtml(html: string): void;
  quote(quote: { username: string; postId: number; html: string }): void;
  focus(): void;
}

interface RichEditorProps {
  label: string;
  initialHtml?: string;
  onChange?: (html: string) => void;
  /** Opens the file picker's result: the composer checks and uploads the files. */
  onAttachFiles?: (files: File[]) => void;
  error?: string | null;
  disabled?: boolean;
  /** Shown under the writing area (attachment thumbnails). */
  footer?: ReactNode;
  /** Search for @mentions; replaceable in tests. */
  searchMembers?: (text: string, signal: AbortSignal) => Promise<UserSummary[]>;
}

const MENTION_DELAY_MS = 200;

/** A small contentEditable editor: bold, italic, links, lists, quotes, smilies, attachments and @mentions. */
export const RichEditor = forwardRef<RichEditorHandle, RichEditorProps>(function RichEditor(
  { label, initialHtml = '', onChange, onAttachFiles, error, disabled, footer, searchMembers = findMembers },
  ref,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [mentions, setMentions] = useState<MentionListState<UserSummary>>(closedMentionList);
  const [smiliesOpen, setSmiliesOpen] = useState(false);
  const mentionSearch = useRef<{ timer: ReturnType<typeof setTimeout> | null; abort: AbortController | null }>({ timer: null, abort: null });
  const ids = useId();
  const listboxId = `${ids}-mentions`;
  const errorId = `${ids}-error`;

  const changed = useCallback(() => {
    if (rootRef.current) onChange?.(serialiseEditor(rootRef.current));
  }, [onChange]);

  useEffect(() => {
    if (rootRef.current) setEditorHtml(rootRef.current, initialHtml);
    // The initial HTML is read once: afterwards the DOM is the editor's state.
  }, []);

  useImperativeHandle(ref, () => ({
    getHtml: () => (rootRef.current ? serialiseEditor(rootRef.current) : ''),
    setHtml: (html) => {
      if (rootRef.current) setEditorHtml(rootRef.current, html);
      changed();
    },
    quote: (quote) => {
      if (!rootRef.current) return;
      rootRef.current.focus();
      appendReplyQuote(rootRef.current, quote);
      changed();
      rootRef.current.scrollIntoView?.({ block: 'center' });
    },
    focus: () => rootRef.current?.focus(),
  }));

  const run = (command: (root: HTMLElement) => void) => {
    const root = rootRef.current;
    if (!root || disabled) return;
    // Focusing may move the caret: keep the selection the command is meant for.
    const range = rangeIn(root).cloneRange();
    if (root.ownerDocument.activeElement !== root) root.focus();
    const selection = root.ownerDocument.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    command(root);
    changed();
  };

  const promptLink = () =>
    run((root) => {
      const range = rangeIn(root).cloneRange();
      const url = window.prompt('Link address (http, https or mailto)', 'https://');
      if (url === null) return;
      const selection = root.ownerDocument.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      if (!insertLink(root, url)) window.alert('Only http, https and mailto links can be added.');
    });

  const promptImage = () =>
    run((root) => {
      const range = rangeIn(root).cloneRange();
      const input = window.prompt('Image address (https://…)', 'https://');
      if (input === null) return;
      const checked = checkImageLink(input === 'https://' ? '' : input);
      if ('problem' in checked) {
        window.alert(checked.problem.message);
        return;
      }
      const selection = root.ownerDocument.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      insertImage(root, checked.url);
    });

  const closeMentions = () => {
    const search = mentionSearch.current;
    if (search.timer) clearTimeout(search.timer);
    search.abort?.abort();
    setMentions(closedMentionList());
  };

  /** Looks at the text before the caret for '@name' and asks for members when it is long enough. */
  const updateMentions = () => {
    const root = rootRef.current;
    const selection = root?.ownerDocument.getSelection();
    if (!root || !selection || selection.rangeCount === 0 || !selection.isCollapsed) return closeMentions();
    const { startContainer, startOffset } = selection.getRangeAt(0);
    if (startContainer.nodeType !== 3 || !root.contains(startContainer)) return closeMentions();
    const query = mentionQueryBefore((startContainer.textContent ?? '').slice(0, startOffset));
    if (!shouldSearchMentions(query)) return closeMentions();
    const search = mentionSearch.current;
    if (search.timer) clearTimeout(search.timer);
    search.abort?.abort();
    search.timer = setTimeout(() => {
      const abort = new AbortController();
      search.abort = abort;
      searchMembers(query, abort.signal).then(
        (users) => {
          if (!abort.signal.aborted) setMentions(showMentionItems(users));
        },
        () => undefined,
      );
    }, MENTION_DELAY_MS);
  };

  const chooseMention = (user: UserSummary) => {
    const root = rootRef.current;
    const selection = root?.ownerDocument.getSelection();
    closeMentions();
    if (!root || !selection || selection.rangeCount === 0) return;
    const { startContainer, startOffset } = selection.getRangeAt(0);
    const before = (startContainer.textContent ?? '').slice(0, startOffset);
    const query = mentionQueryBefore(before);
    if (query === null || startContainer.nodeType !== 3) return;
    // Replace "@query" with the mention element and a space to go on typing after it.
    const range = root.ownerDocument.createRange();
    range.setStart(startContainer, startOffset - query.length - 1);
    range.setEnd(startContainer, startOffset);
    range.deleteContents();
    const selectionRange = root.ownerDocument.createRange();
    selectionRange.setStart(range.startContainer, range.startOffset);
    selection.removeAllRanges();
    selection.addRange(selectionRange);
    const mention = root.ownerDocument.createElement('span');
    mention.className = 'mention';
    mention.setAttribute('data-user-id', String(user.user_id));
    mention.textContent = `@${user.username}`;
    insertNodeAtCaret(root, mention);
    insertTextAtCaret(root, '\u00a0');
    changed();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const result = mentionKey(mentions, event.key);
    if (result.handled) {
      event.preventDefault();
      if (result.selected) chooseMention(result.selected);
      else setMentions(result.state);
      return;
    }
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      const key = event.key.toLowerCase();
      if (key === 'b' || key === 'i') {
        event.preventDefault();
        run((root) => toggleInline(root, key === 'b' ? 'strong' : 'em'));
      }
    }
  };

  // Pasted content arrives as plain text: foreign markup (and anything hostile in it) stays out.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const files = Array.from(event.clipboardData.files ?? []);
    if (files.length && onAttachFiles) {
      event.preventDefault();
      onAttachFiles(files);
      return;
    }
    const text = event.clipboardData.getData('text/plain');
    event.preventDefault();
    if (text) run((root) => insertPlainText(root, text));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (!files.length || !onAttachFiles || disabled) return;
    event.preventDefault();
    onAttachFiles(files);
  };

  const activeId = mentions.open ? `${listboxId}-${mentions.active}` : undefined;

  return (
    <Box>
      <Flex role="toolbar" aria-label={`${label} formatting`} wrap="wrap" gap="1" borderWidth="1px" borderBottomWidth="0" borderTopRadius="md" p="1" bg="gray.50">
        <ToolButton label="Bold (Ctrl+B)" onClick={() => run((root) => toggleInline(root, 'strong'))} disabled={disabled}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton label="Italic (Ctrl+I)" onClick={() => run((root) => toggleInline(root, 'em'))} disabled={disabled}>
          <em>I</em>
        </ToolButton>
        <ToolButton label="Link" onClick={promptLink} disabled={disabled}>
          <LinkIcon />
        </ToolButton>
        <ToolButton label="Image from link" onClick={promptImage} disabled={disabled}>
          <ImageIcon />
        </ToolButton>
        <ToolButton label="Bulleted list" onClick={() => run((root) => toggleList(root, false))} disabled={disabled}>
          <BulletListIcon />
        </ToolButton>
        <ToolButton label="Numbered list" onClick={() => run((root) => toggleList(root, true))} disabled={disabled}>
          <NumberedListIcon />
        </ToolButton>
        <ToolButton label="Quote" onClick={() => run(toggleQuote)} disabled={disabled}>
          <QuoteIcon />
        </ToolButton>
        <ToolButton label="Smilies" onClick={() => setSmiliesOpen((open) => !open)} disabled={disabled} pressed={smiliesOpen}>
          <SmileIcon />
        </ToolButton>
        {onAttachFiles && (
          <>
            <ToolButton label="Attach files" onClick={() => fileRef.current?.click()} disabled={disabled}>
              <PaperclipIcon />
            </ToolButton>
            <input
              ref={fileRef}
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
          </>
        )}
      </Flex>
      {smiliesOpen && (
        <SmiliePicker
          onPick={(text) => {
            run((root) => insertTextAtCaret(root, text));
          }}
          onClose={() => setSmiliesOpen(false)}
        />
      )}
      <Box position="relative">
        <Box
          ref={rootRef}
          className="post-body"
          contentEditable={!disabled}
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-autocomplete="list"
          aria-controls={mentions.open ? listboxId : undefined}
          aria-expanded={mentions.open}
          aria-activedescendant={activeId}
          data-testid="rich-editor"
          minH="32"
          maxH="70vh"
          overflowY="auto"
          p="3"
          borderWidth="1px"
          borderColor={error ? 'red.500' : 'gray.200'}
          borderBottomRadius="md"
          bg={disabled ? 'gray.50' : 'white'}
          lineHeight="tall"
          outline="none"
          _focusVisible={{ borderColor: 'blue.500', boxShadow: '0 0 0 1px var(--chakra-colors-blue-500)' }}
          onInput={() => {
            changed();
            updateMentions();
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') updateMentions();
          }}
          onBlur={() => setTimeout(closeMentions, 150)}
          onPaste={onPaste}
          onDrop={onDrop}
        />
        {mentions.open && (
          <Box
            as="ul"
            id={listboxId}
            role="listbox"
            aria-label="Members to mention"
            data-testid="mention-list"
            position="absolute"
            zIndex="dropdown"
            left="3"
            bottom="2"
            transform="translateY(100%)"
            bg="white"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="md"
            minW="48"
            listStyleType="none"
            m="0"
            p="1"
          >
            {mentions.items.map((user, index) => (
              <Box
                as="li"
                key={user.user_id}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === mentions.active}
                px="2"
                py="1"
                borderRadius="sm"
                cursor="pointer"
                bg={index === mentions.active ? 'blue.50' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  chooseMention(user);
                }}
              >
                @{user.username}
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
});

function ToolButton({ label, onClick, disabled, pressed, children }: { label: string; onClick: () => void; disabled?: boolean; pressed?: boolean; children: ReactNode }) {
  return (
    <Button
      size="xs"
      variant={pressed ? 'subtle' : 'ghost'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      minW="8"
      // Keep the editor's selection: the command runs on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <HStack gap="0">{children}</HStack>
    </Button>
  );
}
