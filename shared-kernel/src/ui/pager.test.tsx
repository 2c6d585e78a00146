/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { Pager } from './pager';

const pages = (current: number, last: number) => ({ current_page: current, last_page: last, per_page: 20, total: last * 20 });

describe('Pager', () => {
  it('links the pages either side, and the end it cannot go past is a disabled button of the same look', () => {
    renderInSite(<Pager pagination={pages(1, 3)} hrefFor={(n) => `/threads/page-${n}`} />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/threads/page-2');
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(previous.className).toBe(screen.getByRole('link', { name: 'Next' }).className);
  });

  it('says a page past the end does not exist and links the last one, rather than "Page 5 of 2"', () => {
    renderInSite(<Pager pagination={pages(5, 2)} hrefFor={(n) => `/events?page=${n}`} />);
    expect(screen.getByRole('status').textContent).toBe('There is no page 5: this list has 2 pages.');
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe('/events?page=2');
    expect(screen.queryByText(/Page 5 of 2/)).toBeNull();
  });

  it('is not drawn for a single page', () => {
    renderInSite(<Pager pagination={pages(1, 1)} hrefFor={(n) => `?page=${n}`} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('draws what the list asks for where pages are not links', () => {
    renderInSite(<Pager pagination={pages(2, 2)} hrefFor={(n) => `?page=${n}`} renderLink={(_href, label, n) => <button type="button">{`${label} (${n})`}</button>} />);
    expect(screen.getByRole('button', { name: 'Previous (1)' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
