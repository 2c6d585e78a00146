import type { ReactNode } from 'react';
import { Box, Button, Flex, OptionSelect, Text } from '@trailhead/shared-kernel/ui';
import type { ThreadSortField } from '@trailhead/shared-kernel/types';
import { MemberPicker } from '@trailhead/shared-kernel/members';
import { DATE_FILTERS, DEFAULT_FILTERS, SORT_FIELDS, type ThreadListFilters } from '../thread-list-filters';

/** Sort field, ascending/descending, date filter and 'Started by' for a forum's thread list. */
export function ThreadListControls({ filters, onChange }: { filters: ThreadListFilters; onChange: (next: ThreadListFilters) => void }) {
  const changed = filters.order !== DEFAULT_FILTERS.order || filters.direction !== DEFAULT_FILTERS.direction || filters.lastDays !== null || filters.starterId !== null;
  return (
    <Flex as="form" role="search" aria-label="Sort and filter threads" gap="3" wrap="wrap" align="flex-end" onSubmit={(event) => event.preventDefault()} data-testid="thread-list-controls">
      <Control label="Sort by">
        <OptionSelect size="sm" w="56" label="Sort by" value={filters.order} options={SORT_FIELDS} onChange={(order) => onChange({ ...filters, order: order as ThreadSortField })} />
      </Control>
      <Control label="Order">
        <Button
          size="sm"
          variant="outline"
          aria-label={`Order: ${filters.direction === 'asc' ? 'ascending' : 'descending'} (click to reverse)`}
          onClick={() => onChange({ ...filters, direction: filters.direction === 'asc' ? 'desc' : 'asc' })}
          data-testid="sort-direction"
          data-direction={filters.direction}
        >
          {filters.direction === 'asc' ? '↑ Ascending' : '↓ Descending'}
        </Button>
      </Control>
      <Control label="Last message">
        <OptionSelect
          size="sm"
          w="36"
          label="Last message within"
          value={filters.lastDays ?? ''}
          options={DATE_FILTERS.map((filter) => ({ value: filter.value ?? '', label: filter.label }))}
          onChange={(days) => onChange({ ...filters, lastDays: days === '' ? null : Number(days) })}
        />
      </Control>
      <Control label="Started by">
        <Box w="56">
          <MemberPicker
            label="Started by"
            placeholder="Type a member's name"
            value={filters.starterName ? [filters.starterName] : filters.starterId !== null ? [`#${filters.starterId}`] : []}
            onChange={() => undefined}
            onPick={(user) => onChange({ ...filters, starterId: user ? user.user_id : null, starterName: user ? user.username : '' })}
          />
        </Box>
      </Control>
      {changed && (
        <Button size="sm" variant="ghost" onClick={() => onChange(DEFAULT_FILTERS)}>
          Reset
        </Button>
      )}
    </Flex>
  );
}

function Control({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="gray.600" mb="1" aria-hidden>
        {label}
      </Text>
      {children}
    </Box>
  );
}
