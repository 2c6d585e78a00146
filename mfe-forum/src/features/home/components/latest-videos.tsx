import { useState } from 'react';
import { Box, Flex, Link, Text } from '@trailhead/shared-kernel/ui';
import type { YoutubeVideo } from '@trailhead/shared-kernel/types';
import { useLatestVideos } from '../api/get-home-content';

export const VIDEO_CARD_WIDTH = 240;
const THUMBNAIL_HEIGHT = 135;

/**
 * The video's thumbnail, or a drawn play tile when it cannot be had (YouTube unreachable, as offline
 * or on this machine, or a video since removed): never the browser's broken-image box.
 */
export function VideoThumbnail({ video }: { video: Pick<YoutubeVideo, 'thumbnail_url'> }) {
  const [failed, setFailed] = useState(!video.thumbnail_url);
  return (
    <Box w="full" h={`${THUMBNAIL_HEIGHT}px`} borderRadius="md" overflow="hidden" bg="gray.800">
      {failed ? (
        <Flex h="full" align="center" justify="center" data-testid="video-thumbnail-fallback">
          <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" fill="rgba(255,255,255,0.16)" />
            <path d="M19 15l15 9-15 9z" fill="white" />
          </svg>
        </Flex>
      ) : (
        <img src={video.thumbnail_url} alt="" loading="lazy" width={VIDEO_CARD_WIDTH} height={THUMBNAIL_HEIGHT} onError={() => setFailed(true)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      )}
    </Box>
  );
}

/** The brand channel's latest videos (GET /youtube), one scrolling row of fixed-size cards. */
export default function LatestVideos({ vehicleTypeId }: { vehicleTypeId: number }) {
  const videos = useLatestVideos(vehicleTypeId);
  if (videos.isPending) return <Text color="gray.600">Loading videos…</Text>;
  if (videos.isError || videos.data.videos.length === 0) return <Text color="gray.600">No videos right now.</Text>;
  return (
    <Flex gap="4" overflowX="auto" h="full" pb="2" data-testid="latest-videos">
      {videos.data.videos.map((video) => (
        <Link key={video.video_id} href={video.url} target="_blank" rel="noopener noreferrer" flexShrink={0} w={`${VIDEO_CARD_WIDTH}px`} display="block" _hover={{ textDecoration: 'none' }}>
          <VideoThumbnail video={video} />
          <Text fontSize="sm" fontWeight="semibold" mt="2" lineClamp={2}>
            {video.title}
          </Text>
        </Link>
      ))}
    </Flex>
  );
}
