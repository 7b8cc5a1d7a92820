import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Heading,
  Select,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import {
  accountNotificationKinds,
  notificationKindLabel,
  type NotificationPreferences,
} from '@globalhire/data';
import { CheckboxGroup } from '../applicant/CheckboxGroup';
import { timeZoneOptions } from '../interviews/timeZoneOptions';
import { emailTimeZone } from './emailTimeZone';
import { useNotificationPreferences, useSavePreferences } from './notificationQueries';

export interface EmailPreferencesProps {
  /** The kinds this person can hear about (their role's, the ones they received, the ones muted). */
  kinds: readonly string[];
}

/** Email on or off overall and per kind; in-app notifications are always kept. */
export function EmailPreferences({ kinds }: EmailPreferencesProps) {
  const saved = useNotificationPreferences();
  const save = useSavePreferences();
  // The user's changes over the saved preferences (nothing is lost while the form is open).
  const [edits, setDraft] = useState<NotificationPreferences | null>(null);
  const draft = edits ?? saved.data ?? null;
  const zone = emailTimeZone(draft?.time_zone ?? null);
  const zones = useMemo(() => timeZoneOptions(zone, new Date()), [zone]);

  const allKinds = [...new Set([...kinds, ...(draft?.muted_kinds ?? [])])].filter(
    (k) => k !== 'general' && !accountNotificationKinds.includes(k),
  );
  const options = allKinds.map((value) => ({ value, label: notificationKindLabel(value) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    save.mutate(
      { ...draft, time_zone: zone },
      {
        onSuccess: () =>
          toast({
            title: 'Email preferences saved',
            description: draft.email_enabled
              ? 'You get emails for the kinds you ticked; every notification still shows here.'
              : 'You get no notification emails; every notification still shows here.',
            tone: 'positive',
          }),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="email-preferences-heading">
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={2} id="email-preferences-heading">
            Email preferences
          </Heading>
          <Text tone="muted">
            Choose which notifications also reach your inbox. Account emails (password resets,
            address confirmations, your account being approved, verified, blocked or unblocked) are
            always sent.
          </Text>
        </Stack>
        {saved.isError ? (
          <Alert tone="critical" title="Your email preferences could not be loaded.">
            {saved.error.message}
          </Alert>
        ) : !draft ? (
          <Stack space="small" aria-busy="true">
            <Skeleton width="45%" />
            <Skeleton lines={3} />
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack space="large">
              <Checkbox
                label="Email me about notifications"
                checked={draft.email_enabled}
                onChange={(event) => setDraft({ ...draft, email_enabled: event.target.checked })}
              />
              {options.length > 0 ? (
                <CheckboxGroup
                  legend="Send emails about"
                  options={options}
                  disabled={!draft.email_enabled}
                  value={allKinds.filter((k) => !draft.muted_kinds.includes(k))}
                  onChange={(on) =>
                    setDraft({ ...draft, muted_kinds: allKinds.filter((k) => !on.includes(k)) })
                  }
                />
              ) : null}
              <Select
                label="Time zone for emails"
                options={zones}
                value={zone}
                onChange={(event) => setDraft({ ...draft, time_zone: event.target.value })}
                hint="Dates and times in your emails are written in this zone."
              />
              {save.isError ? (
                <Alert tone="critical" title="Your email preferences were not saved.">
                  {save.error.message}
                </Alert>
              ) : null}
              <div>
                <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
                  Save preferences
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
