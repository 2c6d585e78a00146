import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { WeekDay } from '@trailhead/shared-kernel/types';
import { Box, Checkbox, Flex, Input, SimpleGrid, Text } from '@trailhead/shared-kernel/ui';
import { listOptions, useOptionList } from '../../../../lib/option-lists';
import type { EventFormValues } from '../../event-form-values';
import { FormRow, FormSection, FormSelect } from '../form-parts';

const EVERY_UNIT = { daily: 'days', weekly: 'weeks', monthly: 'months', yearly: 'years' } as const;

/** Time zone, start, end, registration deadline and the recurrence, all on the event's clock. */
export function WhenSection({ disabled }: { disabled: boolean }) {
  const { register, control } = useFormContext<EventFormValues>();
  const zones = useOptionList('timezones');
  const patterns = useOptionList('recurrence-pattern');
  const weekDays = useOptionList('week-days');
  const [zone, pattern, end] = useWatch({ control, name: ['timezone', 'recurrence_pattern', 'recurrence_end'] });
  const zoneOptions = listOptions(zones.data);
  // The member's own zone may be outside the offered list: it stays choosable.
  if (zone && zones.data && !(zone in zones.data.values)) zoneOptions.unshift({ value: zone, label: zone });
  const zoneLabel = zoneOptions.find((option) => option.value === zone)?.label ?? zone;

  return (
    <FormSection title="When" testId="section-when">
      <FormRow label="Time zone" name="timezone" required helper="The dates below are read on this clock.">
        <FormSelect name="timezone" options={zoneOptions} disabled={disabled} />
      </FormRow>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormRow label="Starts" name="start_local" required helper={zoneLabel}>
          <Input type="datetime-local" {...register('start_local')} />
        </FormRow>
        <FormRow label="Ends" name="end_local" required helper={zoneLabel}>
          <Input type="datetime-local" {...register('end_local')} />
        </FormRow>
        <FormRow label="Registration deadline" name="registration_local" helper="Optional: RSVPs close then.">
          <Input type="datetime-local" {...register('registration_local')} />
        </FormRow>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormRow label="Repeats" name="recurrence_pattern">
          <FormSelect name="recurrence_pattern" placeholder="Does not repeat" options={listOptions(patterns.data)} disabled={disabled} />
        </FormRow>
        {pattern && (
          <FormRow label={`Every how many ${EVERY_UNIT[pattern]}`} name="recurrence_interval">
            <Input type="number" inputMode="numeric" min={1} max={12} {...register('recurrence_interval')} />
          </FormRow>
        )}
      </SimpleGrid>
      {pattern === 'weekly' && (
        <Controller
          control={control}
          name="recurrence_days"
          render={({ field, fieldState }) => (
            <Box as="fieldset" data-field="recurrence_days" aria-invalid={fieldState.error ? true : undefined} aria-describedby={fieldState.error ? 'recurrence-days-error' : undefined}>
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
                On these days
              </Text>
              <Flex gap="3" wrap="wrap">
                {listOptions(weekDays.data).map((day, index) => {
                  const value = String(day.value) as WeekDay;
                  const checked = field.value.includes(value);
                  return (
                    <Checkbox.Root
                      key={value}
                      checked={checked}
                      disabled={disabled}
                      onCheckedChange={(change) => field.onChange(change.checked ? [...field.value, value] : field.value.filter((other) => other !== value))}
                    >
                      <Checkbox.HiddenInput ref={index === 0 ? field.ref : undefined} />
                      <Checkbox.Control />
                      <Checkbox.Label>{day.label}</Checkbox.Label>
                    </Checkbox.Root>
                  );
                })}
              </Flex>
              {fieldState.error && (
                <Text id="recurrence-days-error" color="red.700" fontSize="sm" mt="1" data-testid="error-recurrence_days">
                  {fieldState.error.message}
                </Text>
              )}
            </Box>
          )}
        />
      )}
      {pattern && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <FormRow label="Series ends" name="recurrence_end">
            <FormSelect
              name="recurrence_end"
              options={[
                { value: 'count', label: 'After a number of times' },
                { value: 'until', label: 'On a date' },
              ]}
              disabled={disabled}
            />
          </FormRow>
          {end === 'count' ? (
            <FormRow label="Number of times" name="recurrence_count" required helper="At most 52.">
              <Input type="number" inputMode="numeric" min={1} max={52} {...register('recurrence_count')} />
            </FormRow>
          ) : (
            <FormRow label="Last date of the series" name="recurrence_until_local" required>
              <Input type="date" {...register('recurrence_until_local')} />
            </FormRow>
          )}
        </SimpleGrid>
      )}
    </FormSection>
  );
}
