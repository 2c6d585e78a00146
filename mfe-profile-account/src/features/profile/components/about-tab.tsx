import type { ReactNode } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import type { MemberProfile, ProfileFieldValue } from '@trailhead/shared-kernel/types';
import { Box, Link, Stack, Text } from '@trailhead/shared-kernel/ui';
import { birthdayText, vehicleName, websiteHref } from '../profile-text';

/** The name fields head the profile; the rest of custom_fields are rows here. */
const NAME_FIELDS = ['first_name', 'last_name'];

/** The answered fields of a custom_fields group, in the order the API gives them (the fields' order). */
function fieldRows(group: Record<string, unknown> | undefined): { label: string; value: ReactNode }[] {
  const fields = Object.entries((group ?? {}) as Record<string, Partial<ProfileFieldValue> | null>);
  return fields.flatMap(([id, field]) => (!NAME_FIELDS.includes(id) && typeof field?.value === 'string' && field.value.trim() ? [{ label: field.title ?? '', value: field.value }] : []));
}

/** #about: what the member tells about themselves, as far as they show it. */
export function AboutTab({ user }: { user: MemberProfile }) {
  const place = [user.city, user.state].filter(Boolean).join(', ');
  const href = user.website ? websiteHref(user.website) : null;
  const rows: { label: string; value: ReactNode }[] = [];
  if (user.birthday) rows.push({ label: 'Birthday', value: birthdayText(user.birthday) });
  if (place) rows.push({ label: 'Location', value: place });
  rows.push(...fieldRows(user.custom_fields.personal));
  if (user.website) rows.push({ label: 'Website', value: href ? <Link href={href} target="_blank" rel="noopener nofollow ugc" color="brand.redDark">{user.website}</Link> : user.website });
  rows.push(...fieldRows(user.custom_fields.contact));
  if (user.vehicles.length) rows.push({ label: 'Vehicles', value: user.vehicles.map(vehicleName).join(' · ') });
  rows.push({ label: 'Joined', value: <RelativeDate seconds={user.register_date} /> });
  return (
    <Stack gap="4" data-testid="about-tab">
      {user.about ? <Text whiteSpace="pre-line" data-testid="about-text">{user.about}</Text> : <Text color="gray.600">{user.username} has not written about themselves yet.</Text>}
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap="4" rowGap="2">
        {rows.map((row, index) => (
          <Box key={`${row.label}-${index}`} display="contents">
            <Text as="dt" fontWeight="semibold">
              {row.label}
            </Text>
            <Text as="dd" mb={{ base: '2', sm: '0' }}>
              {row.value}
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
