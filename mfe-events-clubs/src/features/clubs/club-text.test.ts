import { clubPlace } from './club-text';

describe('club text', () => {
  it('names the place of a physical club, the country only outside the US', () => {
    expect(clubPlace({ location_type: 'physical', city: 'Moab', state: 'UT', country: 'US' })).toBe('Moab, UT');
    expect(clubPlace({ location_type: 'physical', city: 'Calgary', state: 'AB', country: 'CA' })).toBe('Calgary, AB, Canada');
    expect(clubPlace({ location_type: 'online', city: 'Moab', state: 'UT', country: 'US' })).toBe('Online club');
  });
});
