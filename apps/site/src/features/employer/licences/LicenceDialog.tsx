import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  DialogClose,
  DialogContent,
  DialogFooter,
  Stack,
  TextInput,
} from '@globalhire/ui';
import {
  checkEmployerLicence,
  claimEmployerLicence,
  countryLabel,
  employerLicenceFormOf,
  licenceDay,
  licenceFields,
  normaliseLicenceRoutes,
  ukSponsorRoutes,
  updateEmployerLicence,
  type EmployerLicenceForm,
  type EmployerLicenceKind,
  type MyLicence,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { CheckboxGroup } from '../../applicant/CheckboxGroup';
import { licenceCopy as copy, licenceKindCopy } from './licenceCopy';

type FieldErrors = Partial<Record<keyof EmployerLicenceForm, string>>;

export interface LicenceDialogProps {
  employerId: string;
  kind: EmployerLicenceKind;
  destination: string;
  /** The licence being edited; null to claim one. */
  licence: MyLicence | null;
  onSaved: (saved: MyLicence) => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
  onOpenAutoFocus?: (event: Event) => void;
}

/** The routes to offer: the register's, then any others the licence already lists. */
const routeOptionsFor = (routes: readonly string[]) =>
  normaliseLicenceRoutes([...ukSponsorRoutes, ...routes]).map((route) => ({
    value: route,
    label: route,
  }));

/**
 * Claims a licence of one kind, or edits the one claimed: its number, the routes a UK licence
 * covers, the day a New Zealand accreditation or an Australian approval ends.
 */
export function LicenceDialog({
  employerId,
  kind,
  destination,
  licence,
  onSaved,
  onCloseAutoFocus,
  onOpenAutoFocus,
}: LicenceDialogProps) {
  const client = useSupabase();
  const words = licenceKindCopy[kind];
  const fields = licenceFields[kind];
  const [form, setForm] = useState(() => employerLicenceFormOf(licence));
  const [routeOptions] = useState(() => routeOptionsFor(licence?.routes ?? []));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: async (values: EmployerLicenceForm) =>
      unwrap(
        licence
          ? await updateEmployerLicence(client, licence, values)
          : await claimEmployerLicence(client, employerId, kind, values),
      ),
    onSuccess: onSaved,
  });

  const change = <K extends keyof EmployerLicenceForm>(name: K, value: EmployerLicenceForm[K]) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const rest = { ...previous };
      delete rest[name];
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmployerLicence(kind, form, licenceDay(new Date()));
    if (checked.errors) {
      setErrors(checked.errors);
      // The first field in error: a text field, or the first route of the routes' group.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')
          ?.focus(),
      );
      return;
    }
    save.mutate(form);
  };

  return (
    <DialogContent
      size="medium"
      title={licence ? copy.editTitle(words.noun) : copy.claimTitle(words.noun)}
      description={`${countryLabel(destination)}: ${words.holds.toLowerCase()}.`}
      onOpenAutoFocus={onOpenAutoFocus}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack space="large">
          {licence?.status === 'verified' ? (
            <Alert tone="caution">{copy.sendsBack}</Alert>
          ) : licence?.status === 'expired' ? (
            <Alert tone="info">{copy.sendsExpiredBack}</Alert>
          ) : null}
          {save.isError ? (
            <Alert tone="critical" title={copy.saveFailed}>
              {save.error.message}
            </Alert>
          ) : null}
          <TextInput
            label={words.numberLabel}
            hint={words.numberHint}
            required
            maxLength={50}
            autoComplete="off"
            value={form.licence_number}
            error={errors.licence_number}
            onChange={(event) => change('licence_number', event.target.value)}
          />
          {fields.routes ? (
            <div data-invalid={errors.routes ? '' : undefined}>
              <CheckboxGroup
                legend={copy.routesLegend}
                hint={copy.routesHint}
                options={routeOptions}
                value={form.routes}
                error={errors.routes}
                onChange={(routes) => change('routes', routes)}
              />
            </div>
          ) : null}
          {fields.expiry !== 'none' ? (
            <TextInput
              type="date"
              label={words.expiryLabel}
              hint={words.expiryHint}
              required={fields.expiry === 'required'}
              value={form.expires_on}
              error={errors.expires_on}
              onChange={(event) => change('expires_on', event.target.value)}
            />
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost" tone="neutral" disabled={save.isPending}>
                {copy.cancel}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              loading={save.isPending}
              loadingLabel={licence ? copy.saving : copy.claiming}
            >
              {licence ? copy.save : copy.claim}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </DialogContent>
  );
}
