import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox, Input, SimpleGrid } from '@trailhead/shared-kernel/ui';
import { listOptions, useOptionList } from '../../../../lib/option-lists';
import type { EventFormValues } from '../../event-form-values';
import { FormRow, FormSection, FormSelect } from '../form-parts';

/** Who may come and how many: the RSVP limit, tickets, visibility and the paid members' first window. */
export function RsvpSection({ disabled }: { disabled: boolean }) {
  const { register, control } = useFormContext<EventFormValues>();
  const visibility = useOptionList('visibility-options');
  const membersFirst = useWatch({ control, name: 'members_first' });
  return (
    <FormSection title="RSVPs" testId="section-rsvp">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormRow label="RSVP limit (rigs)" name="rigs_no" helper="Leave empty for no limit. When full, members join the waitlist.">
          <Input type="number" inputMode="numeric" min={0} {...register('rigs_no')} />
        </FormRow>
        <FormRow label="Who can see it" name="visibility">
          <FormSelect name="visibility" options={listOptions(visibility.data)} disabled={disabled} />
        </FormRow>
      </SimpleGrid>
      <FormRow label="Tickets URL" name="tickets_url" helper="Optional: where tickets are sold (https://…).">
        <Input type="url" inputMode="url" placeholder="https://" {...register('tickets_url')} />
      </FormRow>
      <Controller
        control={control}
        name="members_first"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} disabled={disabled} onCheckedChange={(change) => field.onChange(change.checked === true)}>
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>Paid members RSVP first</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      {membersFirst && (
        <FormRow label="RSVP opens for everyone at" name="members_first_local" required helper="Until then only paid members can RSVP.">
          <Input type="datetime-local" {...register('members_first_local')} />
        </FormRow>
      )}
    </FormSection>
  );
}
