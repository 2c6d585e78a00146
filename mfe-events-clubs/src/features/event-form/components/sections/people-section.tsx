import { Controller, useFormContext } from 'react-hook-form';
import { MemberPicker } from '@trailhead/shared-kernel/members';
import { Box, Flex, OptionSelect, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { listOptions, useOptionList } from '../../../../lib/option-lists';
import type { EventFormValues, PickedMember, PickedOfficial } from '../../event-form-values';
import { FormSection } from '../form-parts';

type PeopleField = 'organizers' | 'sponsors' | 'admins';

/** Members named on the event, picked by name (the ids are sent); officials with their role. */
export function PeopleSection() {
  return (
    <FormSection title="People" testId="section-people">
      <Text fontSize="sm" color="gray.700">
        Type at least two letters of a name and pick the member. Organisers and admins can edit the event.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PeoplePicker name="organizers" label="Organisers" />
        <PeoplePicker name="sponsors" label="Sponsors" />
        <PeoplePicker name="admins" label="Admins" />
      </SimpleGrid>
      <OfficialsPicker />
    </FormSection>
  );
}

/** The picker speaks usernames; the form keeps each picked member's id beside the name. */
function keepNamed<T extends PickedMember>(members: T[], names: string[]): T[] {
  return members.filter((member) => names.includes(member.username));
}

function PeoplePicker({ name, label }: { name: PeopleField; label: string }) {
  const { control } = useFormContext<EventFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack gap="1.5" data-field={name}>
          <Text fontWeight="medium" fontSize="sm" aria-hidden>
            {label}
          </Text>
          <Box w="full">
            <MemberPicker
              multiple
              freeText={false}
              label={label}
              placeholder="Search members…"
              value={field.value.map((member) => member.username)}
              onChange={(names) => field.onChange(keepNamed(field.value, names))}
              onPick={(user) => user && field.onChange([...field.value, { user_id: user.user_id, username: user.username }])}
            />
          </Box>
        </Stack>
      )}
    />
  );
}

function OfficialsPicker() {
  const { control } = useFormContext<EventFormValues>();
  const types = useOptionList('official-type');
  const typeOptions = listOptions(types.data);
  const fallbackType = types.data?.default ?? 'organizer';
  return (
    <Controller
      control={control}
      name="officials"
      render={({ field, fieldState }) => {
        const officials = field.value;
        const setType = (official: PickedOfficial, official_type: string) =>
          field.onChange(officials.map((other) => (other.user_id === official.user_id ? { ...other, official_type } : other)));
        return (
          <Stack gap="2" data-field="officials">
            <Text fontWeight="medium" fontSize="sm" aria-hidden>
              Officials
            </Text>
            <MemberPicker
              multiple
              freeText={false}
              label="Officials"
              placeholder="Search members…"
              value={officials.map((official) => official.username)}
              onChange={(names) => field.onChange(keepNamed(officials, names))}
              onPick={(user) => user && field.onChange([...officials, { user_id: user.user_id, username: user.username, official_type: fallbackType }])}
            />
            {officials.length > 0 && (
              <Stack as="ul" gap="2" listStyleType="none" data-testid="official-types">
                {officials.map((official) => (
                  <Flex as="li" key={official.user_id} gap="3" align="center" wrap="wrap">
                    <Text minW="32" fontSize="sm">
                      {official.username}
                    </Text>
                    <OptionSelect
                      size="sm"
                      w={{ base: 'full', sm: '56' }}
                      label={`Official type of ${official.username}`}
                      value={official.official_type}
                      onChange={(type) => setType(official, type)}
                      options={typeOptions}
                    />
                  </Flex>
                ))}
              </Stack>
            )}
            {fieldState.error && (
              <Text color="red.700" fontSize="sm">
                {fieldState.error.message}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
