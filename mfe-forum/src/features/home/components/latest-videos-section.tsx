import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Heading } from '@trailhead/shared-kernel/ui';

// Its code and its data load only when the section comes near the screen.
const LatestVideos = lazy(() => import('./latest-videos'));

/** Fixed height: whatever arrives (videos, none, an error) fills the same box, so nothing below moves. */
export const VIDEOS_SECTION_HEIGHT = '200px';

export function LatestVideosSection({ vehicleTypeId }: { vehicleTypeId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (an old browser) the videos simply load; a server drawing leaves the box empty.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <Box as="section" aria-label="Latest videos">
      <Heading as="h2" size="lg" mb="3">
        Latest videos
      </Heading>
      <Box ref={ref} h={VIDEOS_SECTION_HEIGHT} overflow="hidden" data-testid="latest-videos-section">
        {near && (
          <Suspense fallback={null}>
            <LatestVideos vehicleTypeId={vehicleTypeId} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
