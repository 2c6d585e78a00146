import { screen } from '@testing-library/react';
import type { MapUser, MapUsersResponse } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { MapPage } from './map-page';

const user = (user_id: number, username: string, is_member: boolean): MapUser => ({
  user_id,
  username,
  view_url: `/members/${username}.${user_id}/`,
  avatar_urls: { h: null },
  city: 'Ouray',
  position_exact: false,
  vehicle_type_id: null,
  state: 'CO',
  latitude: 38.02,
  longitude: -107.67,
  is_member,
  is_online: false,
});

function renderMap(responses: Record<string, { status: number; body: unknown }>) {
  global.fetch = jest.fn(async (url: string) => {
    const { status, body } = responses[new URL(url, 'http://x').pathname];
    return { ok: status < 400, status, json: async () => body };
  }) as unknown as typeof fetch;
  renderInSite(<MapPage />, { url: '/map' });
}

describe('MapPage', () => {
  it('without a Google Maps key says so and lists the same members', async () => {
    const users: MapUsersResponse = { memberUsers: [user(1, 'member', true)], registeredUsers: [user(2, 'rookie', false)], allUsers: [user(1, 'member', true), user(2, 'rookie', false)] };
    renderMap({ '/api/users/map': { status: 200, body: users }, '/api/options/maps': { status: 200, body: { google_maps_api_key: null } } });
    expect(await screen.findByTestId('no-maps-key')).toBeTruthy();
    expect(screen.getAllByTestId('map-member')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Members (1)' })).toBeTruthy();
  });

  it('shows the reason when the map is refused', async () => {
    renderMap({
      '/api/users/map': { status: 403, body: { errors: [{ code: 'members_only', message: 'The member map is a benefit of paid membership.' }] } },
      '/api/options/maps': { status: 200, body: { google_maps_api_key: null } },
    });
    expect(await screen.findByText('The member map is a benefit of paid membership.')).toBeTruthy();
  });
});
