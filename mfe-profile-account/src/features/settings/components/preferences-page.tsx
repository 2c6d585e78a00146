import { useForm } from 'react-hook-form';
import { PushToggle } from '@trailhead/shared-kernel/push';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import { preferencesSchema, PUSH_FLAGS, type PreferencesForm, type PushFlag } from '@trailhead/shared-kernel/schemas';
import type { OptionList, UserProfile, WatchState } from '@trailhead/shared-kernel/types';
import { Stack, Text } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account';
import { flag, useSaveSettings } from '../api/save-settings';
import { settingsOfProfile } from '../settings-defaults';
import { SaveBar, schemaResolver, SettingCheckbox, SettingSelect, SettingsSection } from './settings-form-parts';

export const WATCH_STATE_OPTIONS: { value: WatchState; label: string }[] = [
  { value: 'watch_no_email', label: 'Watch it (alerts only)' },
  { value: 'watch_email', label: 'Watch it and e-mail me' },
  { value: 'none', label: "Don't watch it" },
];

const PUSH_LABELS: Record<PushFlag, { label: string; help: string }> = {
  conversation_message: { label: 'New conversation messages', help: 'A notification when someone writes to you in a conversation.' },
  alert: { label: 'New alerts', help: 'A notification for replies, mentions, reactions and the other alerts you receive.' },
};

const timezonesQuery = () => ({ ...apiQueryOptions<OptionList>('/lists/timezones'), staleTime: Infinity, gcTime: Infinity });

/** /preferences: spec §3 Settings payload, each field with what it does. */
export function PreferencesPage() {
  return <AccountLayout title="Preferences">{(user) => <PreferencesForm user={user} />}</AccountLayout>;
}

function defaultsOf(user: UserProfile): PreferencesForm {
  const settings = settingsOfProfile(user);
  return {
    timezone: user.timezone,
    receive_admin_email: settings.receive_admin_email,
    enable_activity_summary_email: settings.enable_activity_summary_email,
    email_on_conversation: settings.email_on_conversation,
    creation_watch_state: settings.creation_watch_state,
    interaction_watch_state: settings.interaction_watch_state,
    content_show_signature: settings.content_show_signature,
    visible: settings.visible,
    activity_visible: settings.activity_visible,
    push: Object.fromEntries(PUSH_FLAGS.map((name) => [name, settings.push[name] ?? true])),
  };
}

function PreferencesForm({ user }: { user: UserProfile }) {
  const save = useSaveSettings();
  const timezones = useQuery(timezonesQuery());
  const { control, handleSubmit, formState } = useForm<PreferencesForm>({ defaultValues: defaultsOf(user), resolver: schemaResolver(preferencesSchema()) });
  const disabled = save.isPending;
  const timezoneOptions = Object.entries(timezones.data?.values ?? { [user.timezone]: user.timezone }).map(([value, label]) => ({ value, label }));

  const send = (values: PreferencesForm) => {
    if (save.isPending) return;
    save.mutate({
      timezone: values.timezone,
      'option[receive_admin_email]': flag(values.receive_admin_email),
      enable_activity_summary_email: flag(values.enable_activity_summary_email),
      'option[email_on_conversation]': flag(values.email_on_conversation),
      'option[creation_watch_state]': values.creation_watch_state,
      'option[interaction_watch_state]': values.interaction_watch_state,
      'option[content_show_signature]': flag(values.content_show_signature),
      visible: flag(values.visible),
      activity_visible: flag(values.activity_visible),
      ...Object.fromEntries(PUSH_FLAGS.map((name) => [`push[${name}]`, flag(Boolean(values.push[name]))])),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} data-testid="preferences-form">
      <Stack gap="4" maxW="3xl">
        <SettingsSection title="Time and reading">
          <SettingSelect
            control={control}
            name="timezone"
            label="Time zone"
            help="Dates and times across the site (events, posts, alerts) are shown in this time zone."
            options={timezoneOptions}
            disabled={disabled}
            error={formState.errors.timezone?.message}
          />
          <SettingCheckbox
            control={control}
            name="content_show_signature"
            label="Show signatures under posts"
            help="Members' signatures appear under their forum posts. Turn this off to read posts without them."
            disabled={disabled}
          />
        </SettingsSection>

        <SettingsSection title="E-mail">
          <SettingCheckbox
            control={control}
            name="receive_admin_email"
            label="Receive news and notices from the Trailhead team"
            help="E-mails the site's admins send to members, such as announcements and event news."
            disabled={disabled}
          />
          <SettingCheckbox
            control={control}
            name="enable_activity_summary_email"
            label="Send me a weekly activity summary"
            help="Once a week, an e-mail with what happened in the threads, clubs and events you follow while you were away."
            disabled={disabled}
          />
          <SettingCheckbox
            control={control}
            name="email_on_conversation"
            label="E-mail me when I receive a conversation message"
            help="An e-mail when someone writes to you in a private conversation."
            disabled={disabled}
          />
        </SettingsSection>

        <SettingsSection title="Watching threads">
          <SettingSelect
            control={control}
            name="creation_watch_state"
            label="When I start a thread"
            help="Watched threads send you an alert for every reply (and an e-mail if you choose it)."
            options={WATCH_STATE_OPTIONS}
            disabled={disabled}
            error={formState.errors.creation_watch_state?.message}
          />
          <SettingSelect
            control={control}
            name="interaction_watch_state"
            label="When I reply to a thread"
            help="What replying to someone else's thread does: watch it or leave it be."
            options={WATCH_STATE_OPTIONS}
            disabled={disabled}
            error={formState.errors.interaction_watch_state?.message}
          />
        </SettingsSection>

        <SettingsSection title="Being seen">
          <SettingCheckbox
            control={control}
            name="visible"
            label="Show my online status"
            help="Others can see when you are online, in the online members list and on your profile."
            disabled={disabled}
          />
          <SettingCheckbox
            control={control}
            name="activity_visible"
            label="Show my current activity"
            help="Others can see what you are viewing right now (a thread, an event…)."
            disabled={disabled}
          />
        </SettingsSection>

        <SettingsSection title="Push notifications">
          <Text fontSize="sm" color="gray.600">
            What your browser shows you once you turn push notifications on for this site.
          </Text>
          <PushToggle />
          {PUSH_FLAGS.map((name) => (
            <SettingCheckbox key={name} control={control} name={`push.${name}`} label={PUSH_LABELS[name].label} help={PUSH_LABELS[name].help} disabled={disabled} />
          ))}
        </SettingsSection>

        <SaveBar pending={save.isPending} error={save.error} />
      </Stack>
    </form>
  );
}
