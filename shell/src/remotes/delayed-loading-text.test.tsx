/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { DelayedLoadingText, LOADING_TEXT_DELAY_MS } from './delayed-loading-text';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('says nothing for a short load, then says what is loading', () => {
  render(
    <TrailheadUiProvider>
      <DelayedLoadingText text="Loading the forum…" />
    </TrailheadUiProvider>,
  );
  act(() => jest.advanceTimersByTime(LOADING_TEXT_DELAY_MS - 1));
  expect(screen.queryByText('Loading the forum…')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Loading the forum…')).toBeTruthy();
});
