import { useForm, useWatch } from 'react-hook-form';
import { PRIVACY_VISIBILITIES, privacySchema, type PrivacyForm, type PrivacyVisibilityField } from '@trailhead/shared-kernel/schemas';
import type { OptionList, UserProfile } from '@trailhead/shared-kernel/types';
import { Box, Stack, type SelectOption } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account';
import { useVisibilityOptions } from '../api/get-visibility-options';
import { flag, useSaveSettings } from '../api/save-settings';
import { settingsOfProfile } from '../settings-defaults';
import { SaveBar, schemaResolver, SettingCheckbox, SettingSelect, SettingsSection } from './settings-form-parts';

const WHO: Record<PrivacyVisibilityField, { label: string; help: string }> = {
  allow_view_profile: { label: 'Who may view my profile', help: 'Your profile page, its posts and your details.' },
  allow_post_profile: { label: 'Who may post on my profile', help: 'Who can leave a post on your profile (you always can).' },
  allow_receive_news_feed: { label: 'Who receives my activity in their news feed', help: 'Your new threads, posts and events in the news feed of members.' },
  allow_send_personal_conversation: { label: 'Who may start a conversation with me', help: 'Who can write to you privately.' },
  allow_view_identities: { label: 'Who may see my first and last name', help: 'Only when "Show my first and last name" is on.' },
};

/** /privacySettings: spec §3 Privacy settings; the choices of who may come from GET /lists/visibility-options. */
export function PrivacyPage() {
  return <AccountLayout title="Privacy">{(user) => <PrivacySettingsForm user={user} />}</AccountLayout>;
}

function defaultsOf(user: UserProfile): PrivacyForm {
  const settings = settingsOfProfile(user);
  return {
    visible: settings.visible,
    activity_visible: settings.activity_visible,
    receive_admin_email: settings.receive_admin_email,
    enable_activity_summary_email: settings.enable_activity_summary_email,
    ...settings.privacy,
  };
}

const optionsOf = (list: OptionList | undefined, current: string): SelectOption[] => {
  const options = Object.entries(list?.values ?? {}).map(([value, label]) => ({ value, label }));
  // While the list loads the current choice still shows.
  return options.length > 0 ? options : [{ value: current, label: current }];
};

function PrivacySettingsForm({ user }: { user: UserProfile }) {
  const save = useSaveSettings();
  const withEveryone = useVisibilityOptions(true);
  const withoutEveryone = useVisibilityOptions(false);
  const defaults = defaultsOf(user);
  const { control, handleSubmit, formState } = useForm<PrivacyForm>({ defaultValues: defaults, resolver: schemaResolver(privacySchema()) });
  const disabled = save.isPending;
  // The exact position is a choice about the pin: without a pin there is nothing to choose.
  const sharesPosition = useWatch({ control, name: 'show_map_position' });

  const send = (values: PrivacyForm) => {
    if (save.isPending) return;
    save.mutate({
      visible: flag(values.visible),
      activity_visible: flag(values.activity_visible),
      'option[receive_admin_email]': flag(values.receive_admin_email),
      enable_activity_summary_email: flag(values.enable_activity_summary_email),
      'privacy[show_dob_date]': flag(values.show_dob_date),
      'privacy[show_dob_year]': flag(values.show_dob_year),
      'privacy[show_first_last_name]': flag(values.show_first_last_name),
      'privacy[show_map_position]': flag(values.show_map_position),
      'privacy[show_exact_map_position]': flag(values.show_exact_map_position),
      ...Object.fromEntries((Object.keys(WHO) as PrivacyVisibilityField[]).map((name) => [`privacy[${name}]`, values[name]])),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} data-testid="privacy-form">
      <Stack gap="4" maxW="3xl">
        <SettingsSection title="What others see">
          <SettingCheckbox control={control} name="visible" label="Show my online status" help="Whether others see that you are online." disabled={disabled} />
          <SettingCheckbox
            control={control}
            name="activity_visible"
            label="Show my current activity"
            help="Whether others see what you are viewing right now."
            disabled={disabled}
          />
          <SettingCheckbox
            control={control}
            name="show_dob_date"
            label="Show the day and month of my birthday"
            help="Your birthday on your profile and in the list of today's birthdays."
            disabled={disabled}
          />
          <SettingCheckbox control={control} name="show_dob_year" label="Show the year of my birth" help="With your birthday: your age on your profile." disabled={disabled} />
          <SettingCheckbox
            control={control}
            name="show_first_last_name"
            label="Show my first and last name"
            help="Beside your username, to the people chosen below."
            disabled={disabled}
          />
          <SettingCheckbox
            control={control}
            name="show_map_position"
            label="Show my position on the member map"
            help="Your pin (at your city, never your address) on the map members use to find each other."
            disabled={disabled}
          />
          <Box ms="7">
            <SettingCheckbox
              control={control}
              name="show_exact_map_position"
              label="Show my exact position (otherwise the map shows it only to within a few miles)"
              help="Off, your pin stands a few miles from where you are, at the same place every time."
              disabled={disabled || !sharesPosition}
            />
          </Box>
        </SettingsSection>

        <SettingsSection title="E-mail from us">
          <SettingCheckbox
            control={control}
            name="receive_admin_email"
            label="Receive e-mail from the Trailhead team"
            help="Announcements and notices the admins send to members."
            disabled={disabled}
          />
          <SettingCheckbox
            control={control}
            name="enable_activity_summary_email"
            label="Receive the weekly activity summary"
            help="A weekly e-mail with what you missed."
            disabled={disabled}
          />
        </SettingsSection>

        <SettingsSection title="Who may…">
          {(Object.keys(WHO) as PrivacyVisibilityField[]).map((name) => (
            <SettingSelect
              key={name}
              control={control}
              name={name}
              label={WHO[name].label}
              help={WHO[name].help}
              options={optionsOf(PRIVACY_VISIBILITIES[name].withEveryone ? withEveryone.data : withoutEveryone.data, defaults[name])}
              disabled={disabled}
              error={formState.errors[name]?.message}
            />
          ))}
        </SettingsSection>

        <SaveBar pending={save.isPending} error={save.error} />
      </Stack>
    </form>
  );
}
