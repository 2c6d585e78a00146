import { Box, Flex, Link, Text } from '@trailhead/shared-kernel/ui';
import { useLatestVideos } from '../api/get-home-content';

export const VIDEO_CARD_WIDTH = 240;

/** The brand channel's latest videos (GET /youtube), one scrolling row of fixed-size cards. */
export default function LatestVideos({ vehicleTypeId }: { vehicleTypeId: number }) {
  const videos = useLatestVideos(vehicleTypeId);
  if (videos.isPending) return <Text color="gray.600">Loading videos…</Text>;
  if (videos.isError || videos.data.videos.length === 0) return <Text color="gray.600">No videos right now.</Text>;
  return (
    <Flex gap="4" overflowX="auto" h="full" pb="2" data-testid="latest-videos">
      {videos.data.videos.map((video) => (
        <Link key={video.video_id} href={video.url} target="_blank" rel="noopener noreferrer" flexShrink={0} w={`${VIDEO_CARD_WIDTH}px`} display="block" _hover={{ textDecoration: 'none' }}>
          <Box w="full" h="135px" borderRadius="md" overflow="hidden" bg="gray.200">
            <img src={video.thumbnail_url} alt="" loading="lazy" width={VIDEO_CARD_WIDTH} height={135} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          </Box>
          <Text fontSize="sm" fontWeight="semibold" mt="2" lineClamp={2}>
            {video.title}
          </Text>
        </Link>
      ))}
    </Flex>
  );
}
