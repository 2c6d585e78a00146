import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@trailhead/shared-kernel/router';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { fakeApi, formFields, location, on, TYPES, type Reply } from '../locations.test-kit';
import { AddLocationButton } from './add-location-dialog';

function WhereAmI() {
  const place = useLocation();
  return <p data-testid="where">{`${place.pathname}${place.search}`}</p>;
}

function api(add: () => Reply | Promise<Reply>) {
  return fakeApi(
    on('GET', '/lists/location-type', { status: 200, body: TYPES }),
    on('GET', '/vehicles', { status: 200, body: { vehicle_types: [{ vehicle_type_id: 2, title: 'Gladiator', slug_url: 'gladiator' }], all_content: {} } }),
    on('GET', '/options/maps', { status: 200, body: { google_maps_api_key: null } }),
    on('POST', '/locations', () => add()),
  );
}

async function openForm(position?: { latitude: number; longitude: number }) {
  renderInSite(
    <>
      <AddLocationButton position={position} />
      <WhereAmI />
    </>,
    { url: '/map?show=allUsers' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add a location' }));
  const dialog = await screen.findByTestId('add-location-dialog');
  await within(dialog).findByRole('option', { name: 'Campground' });
  return dialog;
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(field(dialog, label), { target: { value } });

describe('adding a location', () => {
  it('says what is missing and sends nothing', async () => {
    const calls = api(() => ({ status: 500, body: null }));
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByText('Give the location a name')).toBeTruthy();
    expect(within(dialog).getByText('Choose the type of location')).toBeTruthy();
    expect(within(dialog).getByText('Type the address')).toBeTruthy();
    expect(within(dialog).getByText('Latitude must be a number between -90 and 90')).toBeTruthy();
    // Without a Google key the person types the coordinates.
    expect(within(dialog).queryByRole('button', { name: 'Find on map' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("sends once, shows 'Address must be unique!' on the address and keeps what was typed; then opens the new location", async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const calls = api(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const dialog = await openForm({ latitude: 38.123456789, longitude: -109.5 });
    expect(field(dialog, 'Latitude').value).toBe('38.123457');
    type(dialog, 'Name', 'Fins and Things');
    type(dialog, 'Type', 'campground');
    type(dialog, 'Address', '1 Sand Flats Rd');
    type(dialog, 'City', 'Moab');
    const submit = within(dialog).getByRole('button', { name: 'Add location' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(formFields(calls.find((call) => call.method === 'POST')!.body)).toEqual({
      name: 'Fins and Things',
      location_type: 'campground',
      address: '1 Sand Flats Rd',
      city: 'Moab',
      country: 'US',
      latitude: '38.123457',
      longitude: '-109.5',
    });
    await act(async () => answer({ status: 409, body: { errors: [{ code: 'address_must_be_unique', message: 'Address must be unique!' }] } }));
    expect(await within(dialog).findByText('Address must be unique!')).toBeTruthy();
    expect(field(dialog, 'Address').getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog, 'Name').value).toBe('Fins and Things');

    type(dialog, 'Address', '2 Sand Flats Rd');
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await act(async () => answer({ status: 200, body: { location: location({ location_id: 42 }) } }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/map?show=allUsers&location=42'));
    await waitFor(() => expect(screen.queryByTestId('add-location-dialog')).toBeNull());
  });
});
