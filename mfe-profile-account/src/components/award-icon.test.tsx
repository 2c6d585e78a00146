/** @jest-environment jsdom */
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { AwardIcon } from './award-icon';

describe('AwardIcon', () => {
  it("shows the award's own icon", () => {
    const { getByTestId } = renderInSite(<AwardIcon award={{ icon_url: '/media/awards/sweep.png' }} />);
    expect(getByTestId('award-icon').querySelector('img')?.getAttribute('src')).toBe('/media/awards/sweep.png');
  });

  it('draws a trophy for an award without an icon, never an empty badge', () => {
    const { getByTestId } = renderInSite(<AwardIcon award={{ icon_url: null }} />);
    expect(getByTestId('award-icon').querySelector('img')).toBeNull();
    expect(getByTestId('award-icon').querySelector('svg path')).not.toBeNull();
  });
});
