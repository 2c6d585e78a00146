import { Box, Image, Link, Text } from '@chakra-ui/react';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { AdPosition, AdsResponse } from '@trailhead/shared-kernel/types';

/** Spec §2 page keys: which ads a page may carry. */
export type PageKey = 'homepage' | 'events' | 'forums' | 'what-is-new' | 'news';

export function pageKeyFor(pathname: string): PageKey | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if (first === '') return 'homepage';
  if (first === 'events') return 'events';
  if (first === 'forums' || first === 'threads') return 'forums';
  if (first === 'what-is-new') return 'what-is-new';
  if (first === 'news') return 'news';
  return null;
}

/** One ad slot of spec §2: the ads of the list for this position and page, labelled as ads. */
export function AdSlot({ position, pageKey }: { position: AdPosition; pageKey: PageKey | null }) {
  const ads = useQuery({ ...apiQueryOptions<AdsResponse>('/ads'), enabled: !!pageKey });
  if (!pageKey || !ads.isSuccess) return null;
  const here = ads.data.ads.filter((ad) => ad.position_id === position && ad.page_keys.includes(pageKey));
  if (here.length === 0) return null;
  return (
    <Box as="aside" aria-label="Advertisement" my="4" data-testid={`ad-${position}`}>
      {here.map((ad) => (
        <Link key={ad.id} href={ad.link} target="_blank" rel="noopener noreferrer sponsored" display="flex" gap="3" alignItems="center" borderWidth="1px" borderRadius="md" p="3" _hover={{ textDecoration: 'none', bg: 'gray.50' }}>
          {ad.image_url && <Image src={ad.image_url} alt="" maxH="16" />}
          <Box>
            <Text fontSize="2xs" textTransform="uppercase" color="gray.600" letterSpacing="wide">
              Sponsored
            </Text>
            <Text fontWeight="semibold">{ad.title}</Text>
            <Text fontSize="sm" color="gray.700">
              {ad.text}
            </Text>
          </Box>
        </Link>
      ))}
    </Box>
  );
}
