/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { Breadcrumbs } from './breadcrumbs';

const links = [
  { label: 'Home', href: '/trekker' },
  { label: 'Forums', href: '/forums' },
];

function trail() {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(nav).getAllByRole('listitem').map((item) => item.textContent);
}

describe('Breadcrumbs', () => {
  it('links each step up, separated by ›, and names the current page without a link', () => {
    renderInSite(<Breadcrumbs links={links} current="Winching" />);
    expect(trail()).toEqual(['Home›', 'Forums›', 'Winching']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/trekker');
    expect(screen.getByRole('link', { name: 'Forums' }).getAttribute('href')).toBe('/forums');
    expect(screen.getByText('Winching').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Winching' })).toBeNull();
  });

  it('ends on a link without a separator when the page itself is not named (a thread under its forum)', () => {
    renderInSite(<Breadcrumbs links={links} />);
    expect(trail()).toEqual(['Home›', 'Forums']);
    expect(screen.getByRole('link', { name: 'Forums' })).toBeTruthy();
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});
