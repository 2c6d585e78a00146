import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ClubFormPage, REGISTERED_MESSAGE } from './club-form-page';

type Call = { url: string; method: string; body: unknown };
type Reply = { status: number; body: unknown };

function fakeApi(onRegister: (call: Call) => Reply | Promise<Reply> = () => ({ status: 500, body: null })) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', body: init.body };
    calls.push(call);
    const reply = ({ status, body }: Reply) => ({ ok: status < 400, status, json: async () => body }) as Response;
    if (url.startsWith('/api/vehicles')) return reply({ status: 200, body: { vehicle_types: [{ vehicle_type_id: 2, title: 'Gladiator', slug_url: 'gladiator' }], all_content: {} } });
    if (url.startsWith('/api/options/maps')) return reply({ status: 200, body: { google_maps_api_key: null } });
    if (call.method === 'POST' && url === '/api/clubs') return reply(await onRegister(call));
    return reply({ status: 404, body: { errors: [{ code: 'not_found', message: 'no' }] } });
  }) as unknown as typeof fetch;
  return calls;
}

const RIG = { personal: { vehicle: { title: 'My rig', value: '2016 Kestrel Summit Ridge' } } };
const member = (changes: Partial<UserProfile> = {}) => ({ user_id: 3, username: 'member', sg_can_add_group: true, custom_fields: RIG, ...changes }) as UserProfile;

function signIn(user: UserProfile | null, status: 'valid' | 'account_incomplete' = 'valid') {
  bus.session$.next(
    user
      ? { status: { status, permission: 'full', message: null, details: { user_id: user.user_id, username: user.username } }, user }
      : { status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null },
  );
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const renderPage = () =>
  renderInSite(
    <Routes>
      <Route path="/clubs/create" element={<ClubFormPage />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { url: '/clubs/create' },
  );

/** The form loads lazily with the editor (slow the first time under jest). */
const formReady = () => screen.findByTestId('club-form', {}, { timeout: 8000 });
/** An input by the start of its label (a required one ends in its asterisk). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`), { selector: 'input, select' }) as HTMLInputElement;
const change = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillPhysicalClub() {
  change('Name', 'Desert Rats 4x4');
  change('Street address', '12 Main St');
  change('City', 'Moab');
  change('State or province', 'UT');
  change('ZIP or postal code', '84532');
  change('Country', 'US');
}

const registered = { status: 200, body: { club: { id: 77, slug: 'desert-rats-4x4', view_url: '/clubs/desert-rats-4x4', club_state: 'pending' } } };

beforeAll(() => {
  // jsdom makes no object URLs; the preview only needs one to show.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => signIn(member()));

describe('who may register a club', () => {
  it('asks a visitor to log in, and shows no form', async () => {
    fakeApi();
    signIn(null);
    renderPage();
    expect((await screen.findByTestId('club-register-refusal')).textContent).toContain('Please log in to register a club.');
    expect(screen.queryByTestId('club-form')).toBeNull();
  });

  it('tells a free member it is a benefit of paid membership', async () => {
    fakeApi();
    signIn(member({ username: 'rookie', sg_can_add_group: false }));
    renderPage();
    const refusal = await screen.findByTestId('club-register-refusal');
    expect(refusal.textContent).toContain('Registering a club is a benefit of paid membership.');
    expect(within(refusal).getByRole('link', { name: 'See the membership benefits' }).getAttribute('href')).toBe('/benefits');
  });

  it('asks an incomplete account to complete it first', async () => {
    fakeApi();
    signIn(member({ username: 'rookie', sg_can_add_group: false }), 'account_incomplete');
    renderPage();
    const refusal = await screen.findByTestId('club-register-refusal');
    expect(refusal.textContent).toContain('Please complete and confirm your account before you register a club.');
    expect(within(refusal).getByRole('link', { name: 'Complete your account details' }).getAttribute('href')).toBe('/accountDetails');
  });
});

describe('the form', () => {
  it('checks with the shared club rules: name, full address, US or Canada postal code; nothing is sent', async () => {
    const calls = fakeApi();
    renderPage();
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: 'Register club' }));
    const summary = await screen.findByTestId('club-form-problems');
    expect(summary.textContent).toContain(MESSAGES.clubNameRequired);
    expect(summary.textContent).toContain(MESSAGES.clubAddressRequired);
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    change('Name', 'ab');
    change('Country', 'CA');
    change('ZIP or postal code', '84532');
    fireEvent.click(screen.getByRole('button', { name: 'Register club' }));
    expect(await screen.findByText(MESSAGES.clubNameLength, { selector: '[data-testid="error-name"]' })).toBeTruthy();
    expect(screen.getByTestId('error-zipcode').textContent).toBe(MESSAGES.clubPostalCode);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('hides the address of an online club and sends none of it', async () => {
    const calls = fakeApi(() => registered);
    renderPage();
    await formReady();
    fillPhysicalClub();
    change('Where the club meets', 'online');
    expect(screen.queryByTestId('club-address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register club' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/clubs/desert-rats-4x4'));
    const body = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(body.get('location_type')).toBe('online');
    for (const name of ['address', 'city', 'state', 'zipcode', 'country']) expect(body.has(name)).toBe(false);
  });

  it('registers a physical club with its images as multipart files, says it waits for review and opens the club', async () => {
    const calls = fakeApi(() => registered);
    const snackbar = jest.fn();
    const subscription = bus.snackbar.subscribe(snackbar);
    renderPage();
    await formReady();
    fillPhysicalClub();
    change('Website', 'https://desertrats.example');
    change('VIN', '1C4HJXDG5JW123456');
    await screen.findByRole('option', { name: 'Gladiator' });
    change('Vehicle type', '2');
    const cover = new File(['cover'], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Cover image'), { target: { files: [cover] } });
    expect((await screen.findByTestId('preview-cover')).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Register club' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/clubs/desert-rats-4x4'));
    const body = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Desert Rats 4x4',
      location_type: 'physical',
      vehicle_type_id: '2',
      website: 'https://desertrats.example',
      vin: '1C4HJXDG5JW123456',
      address: '12 Main St',
      city: 'Moab',
      state: 'UT',
      zipcode: '84532',
      country: 'US',
    });
    expect((body.get('cover') as File).name).toBe('cover.png');
    expect(body.has('avatar')).toBe(false);
    expect(snackbar).toHaveBeenCalledWith({ message: REGISTERED_MESSAGE, status: 'success' });
    subscription.unsubscribe();
  });

  it('sends once however often the button is pressed, and keeps what was typed when the API refuses', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const calls = fakeApi(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderPage();
    await formReady();
    fillPhysicalClub();
    const button = screen.getByRole('button', { name: 'Register club' });
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    fireEvent.submit(screen.getByTestId('club-form'));
    await act(async () => answer({ status: 422, body: { errors: [{ code: 'vin_on_profile', message: 'This VIN is already on your profile' }] } }));
    expect((await screen.findByTestId('club-form-failure')).textContent).toContain('This VIN is already on your profile');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(field('Name').value).toBe('Desert Rats 4x4');
    expect(field('City').value).toBe('Moab');
    expect(screen.queryByTestId('location')).toBeNull();
    expect((screen.getByRole('button', { name: 'Register club' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
