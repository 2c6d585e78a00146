import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { club, discussion, fakeApi, renderInClub, signIn } from '../club-discussions.fixtures';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import { ClubDiscussionFormPage, STARTED_MESSAGE } from './club-discussion-form-page';

const renderForm = (theClub = club()) => renderInClub(<ClubDiscussionFormPage />, { club: theClub, url: '/clubs/moab-rock-crawlers/discussions/create', path: 'discussions/create' });

/** jsdom does not edit contentEditable: the text goes in as the editor takes a pasted line. */
async function typeInto(editor: HTMLElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files: [], types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
  await act(async () => void editor.dispatchEvent(event));
}

const posts = (calls: { url: string; method: string }[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => signIn({ user_id: 3, username: 'member' }));

describe('ClubDiscussionFormPage', () => {
  it('says what is missing with the shared schema’s texts and sends nothing', async () => {
    const calls = fakeApi(() => undefined);
    renderForm();
    await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.click(screen.getByRole('button', { name: 'Start discussion' }));
    expect(await screen.findByText('Please enter a title for the thread.')).toBeTruthy();
    expect(screen.getByText('Post message should not be empty')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('starts the discussion with POST /clubs/{id}/discussions, says so and opens it in the club', async () => {
    const snacks: SnackbarMessage[] = [];
    const subscription = bus.snackbar.subscribe((message) => snacks.push(message));
    const calls = fakeApi((call) => (call.method === 'POST' ? { body: { thread: discussion({ title: 'Who has a spare winch line?' }) } } : undefined));
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: '  Who has a spare winch line?  ' } });
    await typeInto(await screen.findByRole('textbox', { name: 'Message' }), 'Mine frayed on the last run.');
    fireEvent.click(screen.getByRole('button', { name: 'Start discussion' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/clubs/moab-rock-crawlers/discussions/spring-run-to-hells-revenge.81');
    expect(posts(calls)).toEqual([{ url: '/api/clubs/7/discussions', method: 'POST', body: { title: 'Who has a spare winch line?', message: '<p>Mine frayed on the last run.</p>' } }]);
    expect(snacks).toEqual([{ status: 'success', message: STARTED_MESSAGE }]);
    subscription.unsubscribe();
  });

  it('keeps what was typed and shows the API’s message when it refuses, and cannot be sent twice at once', async () => {
    let refuse!: () => void;
    const calls = fakeApi((call) =>
      call.method === 'POST' ? new Promise((resolve) => (refuse = () => resolve({ status: 403, body: { errors: [{ code: 'not_club_member', message: CLUB_MESSAGES.notMember }] } }))) : undefined,
    );
    renderForm();
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Trail clean-up day' } });
    const editor = await screen.findByRole('textbox', { name: 'Message' });
    await typeInto(editor, 'Bring gloves.');
    const button = screen.getByRole('button', { name: 'Start discussion' });
    fireEvent.click(button);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(button);
    await act(async () => refuse());
    expect((await screen.findByTestId('discussion-error')).textContent).toBe(CLUB_MESSAGES.notMember);
    expect(posts(calls)).toHaveLength(1);
    expect(title.value).toBe('Trail clean-up day');
    expect(editor.textContent).toBe('Bring gloves.');
  });

  it('shows a non-member why instead of the form', async () => {
    fakeApi(() => undefined);
    renderForm(club({ can_post: false, member_state: 'none', can_join: true }));
    expect(screen.getByTestId('discussion-refusal').textContent).toContain(CLUB_MESSAGES.notMember);
    expect(screen.queryByRole('button', { name: 'Start discussion' })).toBeNull();
  });
});
