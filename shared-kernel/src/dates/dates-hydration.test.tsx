/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DRAWING_CLOCK_GLOBAL } from '@trailhead/shared-kernel/constants';
import { formatRelativeDate, RelativeDate } from '.';

const holder = globalThis as Record<string, unknown>;
holder.IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => delete holder[DRAWING_CLOCK_GLOBAL]);

it('takes over a date drawn in another time zone without a mismatch, then shows it by the local clock', async () => {
  const seconds = Date.UTC(2026, 10, 21, 14, 0) / 1000;
  // Drawn on a server in Tokyo, where it reads "Today at 11:00 PM"; this browser's zone is another.
  holder[DRAWING_CLOCK_GLOBAL] = { now: Date.UTC(2026, 10, 21, 14, 30), timeZone: 'Pacific/Kiritimati' };
  const drawnText = formatRelativeDate(seconds, new Date(), { now: Date.UTC(2026, 10, 21, 14, 30), timeZone: 'Pacific/Kiritimati' });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RelativeDate seconds={seconds} />);
  expect(container.textContent).toBe(drawnText);

  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <RelativeDate seconds={seconds} />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe(formatRelativeDate(seconds));
  expect(container.textContent).not.toBe(drawnText);
});
