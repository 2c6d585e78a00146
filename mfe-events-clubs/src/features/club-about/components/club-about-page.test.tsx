import { screen, within } from '@testing-library/react';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { clubDetail } from '../../../lib/testing/club-fixtures';
import { ClubContext } from '../../club-layout';
import { ClubAboutPage } from './club-about-page';

const renderAbout = (club: ClubDetail) =>
  renderInSite(
    <ClubContext.Provider value={{ club, refresh: async () => undefined }}>
      <ClubAboutPage />
    </ClubContext.Provider>,
    { url: `/clubs/${club.slug}/about` },
  );

const details = () => {
  const list = screen.getByTestId('club-details');
  const terms = within(list).getAllByRole('term').map((term) => term.textContent);
  const values = within(list).getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
};

describe('ClubAboutPage', () => {
  it('shows the sanitised description and the custom fields of a physical club', () => {
    renderAbout(clubDetail());
    expect(screen.getByTestId('club-description').innerHTML).toBe('<p>Weekend <strong>crawls</strong> around Moab.</p>');
    expect(details()).toEqual({
      President: 'Dana Whitfield',
      'Location type': 'Physical',
      Address: '125 E Center St, Moab, UT 84532, United States',
      Website: 'https://redrock.example.com',
      Owner: 'trailboss',
      Created: expect.stringMatching(/, 2025$/),
      Members: '12 members',
      'Upcoming events': '2 upcoming events',
      Discussions: '4 discussions',
    });
    const website = screen.getByRole('link', { name: 'https://redrock.example.com' });
    expect(website.getAttribute('href')).toBe('https://redrock.example.com');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'trailboss' }).getAttribute('href')).toBe('/members/trailboss.9/');
    expect(screen.getByRole('link', { name: '2 upcoming events' }).getAttribute('href')).toBe('/clubs/red-rock-crawlers/events');
    expect(screen.getByRole('link', { name: '4 discussions' }).getAttribute('href')).toBe('/clubs/red-rock-crawlers/discussions');
    expect(screen.getByRole('link', { name: '12 members' }).getAttribute('href')).toBe('/clubs/red-rock-crawlers/followers');
  });

  it('shows no address for an online club, and says when there is no description, president or website', () => {
    const online = clubDetail();
    renderAbout({
      ...online,
      description: '',
      member_count: 1,
      upcoming_event_count: 1,
      discussion_count: 0,
      custom_fields: { ...online.custom_fields, location_type: 'online', president: null, website: null },
    });
    expect(screen.getByText('The owner has not described this club yet.')).toBeTruthy();
    const shown = details();
    expect(shown['Location type']).toBe('Online');
    expect(shown).not.toHaveProperty('Address');
    expect(shown).not.toHaveProperty('President');
    expect(shown).not.toHaveProperty('Website');
    expect([shown.Members, shown['Upcoming events'], shown.Discussions]).toEqual(['1 member', '1 upcoming event', '0 discussions']);
  });
});
