import type { ReactNode } from 'react';
import type { HomepagePlaceholder } from '@trailhead/shared-kernel/types';
import { Box, Center, Grid, Heading, QueryView, RouterLink, Spinner, Stack, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { ContentCard } from '../../../components/content-card';
import { VehiclePage } from '../../../components/vehicle-page';
import { LatestVideosSection } from './latest-videos-section';
import { useNews } from '../../news';
import { useFeaturedThreads, usePlaceholders, useTrending } from '../api/get-home-content';

/** The home page of a vehicle type (spec §2): featured threads, latest news, trending, and the side placeholders. */
export function HomePage() {
  return <VehiclePage>{(vehicleTypeId) => <Home vehicleTypeId={vehicleTypeId} />}</VehiclePage>;
}

function Home({ vehicleTypeId }: { vehicleTypeId: number }) {
  const featured = useFeaturedThreads(vehicleTypeId);
  const news = useNews(vehicleTypeId, 1);
  const trending = useTrending(vehicleTypeId);
  const placeholders = usePlaceholders(vehicleTypeId);
  // The three sections appear together: one arriving before another would push it down (layout shift).
  if ([featured, news, trending, placeholders].some((query) => query.isPending)) {
    return (
      <Center py="16" role="status" aria-label="Loading the home page">
        <Spinner color="brand.red" />
      </Center>
    );
  }
  const side = (which: HomepagePlaceholder['placeholder_side']) =>
    placeholders.isSuccess ? placeholders.data.placeholders.filter((placeholder) => placeholder.placeholder_side === which) : [];

  return (
    <Grid templateColumns={{ base: '1fr', lg: '220px 1fr 220px' }} gap="6" data-testid="home-page">
      <Placeholders items={side('left')} side="left" />
      <Stack gap="8" minW="0">
        <Section title="Featured" more={{ to: '/forums', label: 'Browse the forums' }}>
          <QueryView query={featured} what="featured threads">
            {({ threads }) => (threads.length ? <Stack gap="3">{threads.map((item) => <ContentCard key={item.thread_id} item={item} />)}</Stack> : <Text>Nothing featured for this vehicle yet.</Text>)}
          </QueryView>
        </Section>
        <Section title="Latest news" more={{ to: '/news', label: 'All news' }}>
          <QueryView query={news} what="the latest news">
            {({ threads }) => (threads.length ? <Stack gap="3">{threads.slice(0, 5).map((item) => <ContentCard key={item.thread_id} item={item} />)}</Stack> : <Text>No news yet.</Text>)}
          </QueryView>
        </Section>
        <Section title="Trending" more={{ to: '/what-is-new/trending', label: 'More trending' }}>
          <QueryView query={trending} what="trending threads">
            {({ threads }) => (threads.length ? <Stack gap="2">{threads.slice(0, 6).map((item) => <ContentCard key={item.thread_id} item={item} compact />)}</Stack> : <Text>Nothing trending right now.</Text>)}
          </QueryView>
        </Section>
        <LatestVideosSection vehicleTypeId={vehicleTypeId} />
      </Stack>
      <Placeholders items={side('right')} side="right" />
    </Grid>
  );
}

function Section({ title, more, children }: { title: string; more: { to: string; label: string }; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Box display="flex" justifyContent="space-between" alignItems="baseline" mb="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <RouterLink to={more.to} fontSize="sm" color="brand.redDark">
          {more.label}
        </RouterLink>
      </Box>
      {children}
    </Box>
  );
}

function Placeholders({ items, side }: { items: HomepagePlaceholder[]; side: 'left' | 'right' }) {
  return (
    <Stack as="aside" aria-label={side === 'left' ? 'Left column' : 'Right column'} gap="4" data-testid={`placeholders-${side}`}>
      {items.map((item) => (
        <Box key={item.id} borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
          <Text fontWeight="semibold" mb="1">
            {item.title}
          </Text>
          {/* Staff-written HTML from our own API. */}
          <Box css={{ '& a': TEXT_LINK }} dangerouslySetInnerHTML={{ __html: item.html }} />
        </Box>
      ))}
    </Stack>
  );
}
