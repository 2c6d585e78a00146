// Driving the editor from jsdom tests: jsdom does not edit contentEditable, so text goes in the
// way Lexical itself inserts what a person types (at the selection, as one update per call).
import { act } from '@testing-library/react';
import { $createRangeSelection, $getRoot, $getSelection, $isRangeSelection, $isTextNode, $setCompositionKey, $setSelection, type LexicalEditor } from 'lexical';

export function lexicalEditorOf(element: HTMLElement): LexicalEditor {
  const editor = (element as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor;
  if (!editor) throw new Error('not a Lexical editor root');
  return editor;
}

/** Types text at the caret (at the end when the editor has no caret yet). */
export function typeText(element: HTMLElement, text: string, options: { composing?: boolean } = {}) {
  const editor = lexicalEditorOf(element);
  act(() => {
    editor.update(
      () => {
        let selection = $getSelection();
        if (!$isRangeSelection(selection)) selection = $getRoot().selectEnd();
        if (!$isRangeSelection(selection)) return;
        selection.insertText(text);
        // An input method holds the text as a composition until it is committed.
        const after = $getSelection();
        if ($isRangeSelection(after)) $setCompositionKey(options.composing ? after.anchor.key : null);
      },
      { discrete: true },
    );
  });
}

/** Ends an input method's composition, committing the text typed since. */
export function commitComposition(element: HTMLElement, text: string) {
  const editor = lexicalEditorOf(element);
  act(() => {
    editor.update(
      () => {
        $setCompositionKey(null);
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText(text);
      },
      { discrete: true },
    );
  });
}

/** Selects all the text (as Ctrl+A would): from the start of the first text to the end of the last. */
export function selectAll(element: HTMLElement) {
  const editor = lexicalEditorOf(element);
  act(() =>
    editor.update(
      () => {
        const first = $getRoot().getFirstDescendant();
        const last = $getRoot().getLastDescendant();
        if (!$isTextNode(first) || !$isTextNode(last)) return;
        const selection = $createRangeSelection();
        selection.anchor.set(first.getKey(), 0, 'text');
        selection.focus.set(last.getKey(), last.getTextContentSize(), 'text');
        $setSelection(selection);
      },
      { discrete: true },
    ),
  );
}

/** A paste event carrying what the clipboard holds. */
export async function paste(element: HTMLElement, data: { html?: string; text?: string; files?: File[] }) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const clipboardData = {
    files: data.files ?? [],
    types: [...(data.html ? ['text/html'] : []), ...(data.text ? ['text/plain'] : []), ...(data.files?.length ? ['Files'] : [])],
    getData: (type: string) => (type === 'text/html' ? (data.html ?? '') : type === 'text/plain' ? (data.text ?? '') : ''),
  };
  Object.defineProperty(event, 'clipboardData', { value: clipboardData });
  await act(async () => {
    element.dispatchEvent(event);
  });
  return event;
}
