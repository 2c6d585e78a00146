import { usePageParam } from '@trailhead/shared-kernel/router';
import { Heading, Pager, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { ContentCard } from '../../../components/content-card';
import { VehiclePage } from '../../../components/vehicle-page';
import { useNews } from '../api/get-news';

/** /news and /news/{vehicle slug}: articles, newest first, 20 a page. */
export function NewsPage() {
  return <VehiclePage>{(vehicleTypeId) => <News vehicleTypeId={vehicleTypeId} />}</VehiclePage>;
}

function News({ vehicleTypeId }: { vehicleTypeId: number }) {
  const page = usePageParam();
  const news = useNews(vehicleTypeId, page);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        News
      </Heading>
      <QueryView query={news} what="the news">
        {({ threads, pagination }) => (
          <>
            {threads.length === 0 && <Text>No news for this vehicle type yet.</Text>}
            <Stack gap="3" data-testid="news-list">
              {threads.map((item) => (
                <ContentCard key={item.thread_id} item={item} />
              ))}
            </Stack>
            <Pager pagination={pagination} hrefFor={(n) => `?page=${n}`} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
