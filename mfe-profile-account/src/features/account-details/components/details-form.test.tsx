import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { AccountDetails, CustomFieldDefinition } from '@trailhead/shared-kernel/types';
import { DetailsForm } from './details-form';

const DETAILS: AccountDetails = {
  user_id: 7, username: 'dana', email: 'dana@example.test', pending_email: null, first_name: 'Dana', last_name: 'Ridge', show_first_last_name: false,
  city: 'Moab', state: 'UT', birth_date: null, timezone: 'America/Denver', about: '', website: '', custom_fields: { trail_reports: 'weekly' },
  vehicles: [], avatar_urls: { h: null }, banner_urls: { l: null }, banner_position_y: 50,
};
const FIELDS: CustomFieldDefinition[] = [
  { field_id: 'trail_reports', title: 'Trail reports by e-mail', description: '', field_type: 'radio', display_group: 'preferences', required: false, choices: { weekly: 'Weekly', never: 'Never' } },
];

type Answer = { status: number; body: unknown };
let saves: FormData[];
let nextSave: () => Promise<Answer>;

beforeEach(() => {
  saves = [];
  bus.session$.next({ status: null, user: null });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    let answer: Answer = { status: 404, body: { errors: [{ code: 'not_found', message: 'nothing here' }] } };
    if (url.startsWith('/api/lists/timezones')) answer = { status: 200, body: { values: { 'America/Denver': 'Mountain Time' }, default: 'America/Denver' } };
    if (url.startsWith('/api/registration/vehicle-options')) answer = { status: 200, body: { years: [], models: [] } };
    if (url === '/api/me' && init?.method === 'POST') {
      saves.push(init.body as FormData);
      answer = await nextSave();
    }
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
});

function snackbars() {
  const seen: string[] = [];
  const subscription = bus.snackbar.subscribe((message) => seen.push(message.message));
  return { seen, stop: () => subscription.unsubscribe() };
}

describe('DetailsForm', () => {
  it("keeps what was typed after a refused save, shows the server's message and the review snackbar; saves once however often clicked", async () => {
    let release: (answer: Answer) => void = () => undefined;
    nextSave = () => new Promise((resolve) => (release = resolve));
    const snack = snackbars();
    renderInSite(<DetailsForm details={DETAILS} fields={FIELDS} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Juniper' } });
    const button = screen.getByRole('button', { name: 'Save changes' });
    fireEvent.click(button);
    await waitFor(() => expect(saves).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /Sav/ }));
    expect(screen.getByRole('button', { name: /Sav/ })).toHaveProperty('disabled', true);
    expect(saves[0].get('first_name')).toBe('Juniper');
    expect(saves[0].get('custom_fields[trail_reports]')).toBe('weekly');

    await act(async () => release({ status: 400, body: { errors: [{ code: 'invalid_location', message: 'Select a more specific Location. State and City are required' }] } }));
    expect(await screen.findByTestId('account-details-error')).toHaveProperty('textContent', 'Select a more specific Location. State and City are required');
    expect(snack.seen).toEqual(['Please review your details and try again']);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Juniper');
    expect(saves).toHaveLength(1);

    nextSave = async () => ({ status: 200, body: { user_id: 7, username: 'dana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(snack.seen).toEqual(['Please review your details and try again', 'Changes saved']));
    expect(screen.queryByTestId('account-details-error')).toBeNull();
    snack.stop();
  });

  it('refuses a website that is not an http(s) link before anything is sent', async () => {
    nextSave = async () => ({ status: 200, body: {} });
    renderInSite(<DetailsForm details={DETAILS} fields={FIELDS} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Website' }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The website must be a link starting with http:// or https://')).toBeTruthy();
    expect(saves).toHaveLength(0);
  });
});
