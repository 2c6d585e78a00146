import type { ReactNode } from 'react';
import { Box, Button, Flex, NativeSelect, Text } from '@trailhead/shared-kernel/ui';
import type { ThreadSortField } from '@trailhead/shared-kernel/types';
import { MemberPicker } from '../../content/components/member-picker';
import { DATE_FILTERS, DEFAULT_FILTERS, SORT_FIELDS, type ThreadListFilters } from '../thread-list-filters';

/** Sort field, ascending/descending, date filter and 'Started by' for a forum's thread list. */
export function ThreadListControls({ filters, onChange }: { filters: ThreadListFilters; onChange: (next: ThreadListFilters) => void }) {
  const changed = filters.order !== DEFAULT_FILTERS.order || filters.direction !== DEFAULT_FILTERS.direction || filters.lastDays !== null || filters.starterId !== null;
  return (
    <Flex as="form" role="search" aria-label="Sort and filter threads" gap="3" wrap="wrap" align="flex-end" onSubmit={(event) => event.preventDefault()} data-testid="thread-list-controls">
      <Control label="Sort by">
        <NativeSelect.Root size="sm" w="56">
          <NativeSelect.Field aria-label="Sort by" value={filters.order} onChange={(event) => onChange({ ...filters, order: event.target.value as ThreadSortField })}>
            {SORT_FIELDS.map((field) => (
              <option key={field.value} value={field.value}>
                {field.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
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
        <NativeSelect.Root size="sm" w="36">
          <NativeSelect.Field
            aria-label="Last message within"
            value={filters.lastDays === null ? '' : String(filters.lastDays)}
            onChange={(event) => onChange({ ...filters, lastDays: event.target.value === '' ? null : Number(event.target.value) })}
          >
            {DATE_FILTERS.map((filter) => (
              <option key={filter.label} value={filter.value === null ? '' : String(filter.value)}>
                {filter.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
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
