/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { VideoThumbnail } from './latest-videos';

describe('VideoThumbnail', () => {
  it('shows the thumbnail while it loads', () => {
    const { container } = renderInSite(<VideoThumbnail video={{ thumbnail_url: 'https://i.ytimg.com/vi/abc/hqdefault.jpg' }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/abc/hqdefault.jpg');
    expect(screen.queryByTestId('video-thumbnail-fallback')).toBeNull();
  });

  it('draws a play tile instead of a broken image when the thumbnail cannot be loaded', () => {
    const { container } = renderInSite(<VideoThumbnail video={{ thumbnail_url: 'https://i.ytimg.com/vi/gone/hqdefault.jpg' }} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('video-thumbnail-fallback')).toBeTruthy();
  });

  it('draws the play tile at once for a video without a thumbnail', () => {
    const { container } = renderInSite(<VideoThumbnail video={{ thumbnail_url: '' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('video-thumbnail-fallback')).toBeTruthy();
  });
});
