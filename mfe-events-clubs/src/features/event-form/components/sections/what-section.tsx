import { Controller, useFormContext } from 'react-hook-form';
import { RichEditor } from '@trailhead/shared-kernel/editor';
import { EVENT_TITLE_MAX } from '@trailhead/shared-kernel/schemas';
import { Box, Input, SimpleGrid, Text } from '@trailhead/shared-kernel/ui';
import { listOptions, useOptionList } from '../../../../lib/option-lists';
import type { EventFormValues } from '../../event-form-values';
import { FormRow, FormSection, FormSelect } from '../form-parts';

/** Title, kind and the details (the site's one editor). */
export function WhatSection({ disabled }: { disabled: boolean }) {
  const { register, control } = useFormContext<EventFormValues>();
  const kinds = useOptionList('event-types');
  return (
    <FormSection title="The event" testId="section-event">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Box gridColumn={{ md: 'span 2' }}>
          <FormRow label="Title" name="title" required>
            <Input maxLength={EVENT_TITLE_MAX} autoComplete="off" {...register('title')} />
          </FormRow>
        </Box>
        <FormRow label="Kind" name="kind" required>
          <FormSelect name="kind" placeholder="Choose…" options={listOptions(kinds.data)} disabled={disabled} />
        </FormRow>
      </SimpleGrid>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <Box data-field="description">
            {/* The editor names itself (aria-label); this is the visible heading of the box. */}
            <Text fontWeight="medium" fontSize="sm" mb="1.5" aria-hidden>
              Details{' '}
              <Text as="span" color="fg.error">
                *
              </Text>
            </Text>
            <RichEditor
              ref={(handle) => field.ref(handle ? { focus: () => handle.focus() } : null)}
              label="Details"
              initialHtml={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={disabled}
              mentions={false}
            />
          </Box>
        )}
      />
    </FormSection>
  );
}
