/** @jest-environment jsdom */
import '../jsdom-globals';
import { act, createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { RichEditor, type RichEditorHandle } from './rich-editor';

const member = (user_id: number, username: string) => ({ user_id, username }) as UserSummary;

function setup() {
  const search = jest.fn(async () => [member(3, 'member'), member(2, 'moderator')]);
  const onChange = jest.fn();
  const ref = createRef<RichEditorHandle>();
  render(
    <TrailheadUiProvider>
      <RichEditor ref={ref} label="Your reply" searchMembers={search} onChange={onChange} />
    </TrailheadUiProvider>,
  );
  const editor = screen.getByRole('textbox', { name: 'Your reply' });
  return { editor, search, onChange, ref };
}

/** Types text at the end of the editor the way the browser would: text node, caret, input event. */
function typeText(editor: HTMLElement, text: string) {
  let node = editor.lastChild as Text | null;
  if (!node || node.nodeType !== 3) {
    node = document.createTextNode('');
    editor.appendChild(node);
  }
  node.textContent += text;
  const range = document.createRange();
  range.setStart(node, node.textContent!.length);
  range.collapse(true);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  fireEvent.input(editor);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
}

it('asks for members only after more than one character following @', async () => {
  const { editor, search } = setup();
  typeText(editor, 'hi @m');
  await settle();
  expect(search).not.toHaveBeenCalled();
  expect(screen.queryByRole('listbox')).toBeNull();
  typeText(editor, 'e');
  await settle();
  expect(search).toHaveBeenCalledWith('me', expect.anything());
  expect(screen.getByRole('listbox', { name: 'Members to mention' })).toBeTruthy();
  expect(editor.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
});

it('moves with the arrows and inserts the chosen member with Enter', async () => {
  const { editor, onChange } = setup();
  typeText(editor, 'thanks @mo');
  await settle();
  fireEvent.keyDown(editor, { key: 'ArrowDown' });
  const options = screen.getAllByRole('option');
  expect(options[1].getAttribute('aria-selected')).toBe('true');
  expect(editor.getAttribute('aria-activedescendant')).toBe(options[1].id);
  fireEvent.keyDown(editor, { key: 'Enter' });
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(editor.innerHTML).toBe('thanks <span class="mention" data-user-id="2">@moderator</span>&nbsp;');
  expect(onChange).toHaveBeenLastCalledWith('thanks <span class="mention" data-user-id="2">@moderator</span>&nbsp;');
});

it('closes the list with Escape without inserting anything', async () => {
  const { editor } = setup();
  typeText(editor, '@me');
  await settle();
  fireEvent.keyDown(editor, { key: 'Escape' });
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(editor.textContent).toBe('@me');
});

it('bolds with Ctrl+B and quotes a post through the handle', () => {
  const { editor, ref } = setup();
  typeText(editor, 'loud');
  const range = document.createRange();
  range.selectNodeContents(editor.firstChild!);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  fireEvent.keyDown(editor, { key: 'b', ctrlKey: true });
  expect(editor.innerHTML).toBe('<strong>loud</strong>');
  act(() => ref.current!.quote({ username: 'member', postId: 8, html: '<p>Nice rig</p>' }));
  expect(ref.current!.getHtml()).toBe('<strong>loud</strong><blockquote data-quote="member" data-post-id="8"><p>Nice rig</p></blockquote>');
});
