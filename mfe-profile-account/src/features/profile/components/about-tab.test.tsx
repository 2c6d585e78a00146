/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { memberProfile } from '../profile.fixtures';
import { AboutTab } from './about-tab';

/** The About list as label → value, in order. */
function rows(): [string, string][] {
  const list = within(screen.getByTestId('about-tab')).getAllByRole('term');
  return list.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

it("lists the member's answers to the profile fields, personal then contact, leaving the name to the header and empty answers out", () => {
  const user = memberProfile({
    custom_fields: {
      personal: {
        first_name: { title: 'First name', value: 'Tess' },
        last_name: { title: 'Last name', value: 'Boss' },
        vehicle: { title: 'My rig', value: '2021 Trekker on 37s' },
        occupation: { title: 'Occupation', value: 'Welder' },
        interests: { title: 'Favourite terrain', value: '' },
      },
      contact: { instagram: { title: 'Instagram', value: 'tess_rides' } },
    },
  });
  renderInSite(<AboutTab user={user} />);
  expect(rows().map(([label]) => label)).toEqual(['Birthday', 'Location', 'My rig', 'Occupation', 'Website', 'Instagram', 'Vehicles', 'Joined']);
  expect(rows()).toContainEqual(['Occupation', 'Welder']);
  expect(rows()).toContainEqual(['Instagram', 'tess_rides']);
  expect(rows()).toContainEqual(['My rig', '2021 Trekker on 37s']);
});
