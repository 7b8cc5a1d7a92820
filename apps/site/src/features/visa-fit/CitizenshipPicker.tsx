import type { FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Button, Inline, Select, Stack, Text } from '@globalhire/ui';
import { citizenshipName, countries } from '@globalhire/data';
import { citizenshipsFormPath } from './browserCitizenships';
import { visaFitCopy } from './visaFitCopy';

const options = countries.map((country) => ({ value: country.code, label: country.label }));

/** The picker's form, so a page can come back to it (`#your-citizenships`) after a post. */
export const citizenshipsFormId = 'your-citizenships';

/** How many citizenships a visitor can choose (as many as a verdict is asked for). */
const maxCitizenships = 6;

export interface CitizenshipPickerProps {
  value: readonly string[];
  onChange: (codes: readonly string[]) => void;
  /**
   * Makes the picker its own form, which works before any script runs: it posts to the site's
   * server (which keeps the choice in the browser's cookie) and comes back to this path. With
   * the app running, choices change at once without leaving the page. Leave it out inside
   * another form.
   */
  returnTo?: string;
}

/** A visitor's citizenships: added one at a time from every country, each removable. */
export function CitizenshipPicker({ value, onChange, returnTo }: CitizenshipPickerProps) {
  const asForm = returnTo !== undefined;
  const full = value.length >= maxCitizenships;
  const picker = (
    <Stack space="small">
      <Select
        name={asForm ? 'add' : undefined}
        label={visaFitCopy.pickerLabel}
        hint={visaFitCopy.pickerHint}
        placeholder={visaFitCopy.addCitizenship}
        options={options.filter((option) => !value.includes(option.value))}
        value=""
        disabled={full}
        onChange={(event) => {
          if (event.target.value) onChange([...value, event.target.value]);
        }}
      />
      {asForm ? (
        // Without scripts the choice is sent with Add; with them it applies as it is made.
        <noscript>
          <Button
            type="submit"
            size="small"
            variant="outline"
            tone="neutral"
            icon={<Plus aria-hidden />}
            disabled={full}
          >
            {visaFitCopy.add}
          </Button>
        </noscript>
      ) : null}
      {value.length > 0 ? (
        <Inline space="xsmall" as="ul" aria-label={visaFitCopy.pickerLabel}>
          {value.map((code) => (
            <Button
              key={code}
              type={asForm ? 'submit' : 'button'}
              name={asForm ? 'remove' : undefined}
              value={asForm ? code : undefined}
              size="small"
              variant="soft"
              tone="neutral"
              icon={<X aria-hidden />}
              aria-label={visaFitCopy.removeCitizenship(citizenshipName(code))}
              // In the form, its submit does it (below), whichever way it was pressed.
              onClick={asForm ? undefined : () => onChange(value.filter((other) => other !== code))}
            >
              {citizenshipName(code)}
            </Button>
          ))}
        </Inline>
      ) : (
        <Text size="small" tone="muted">
          {visaFitCopy.noneChosen}
        </Text>
      )}
    </Stack>
  );
  if (!asForm) return picker;

  // With the app running the choice is written in the browser at once; the post is for pages
  // whose scripts have not run.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === 'remove') {
      onChange(value.filter((other) => other !== submitter.value));
      return;
    }
    const added = new FormData(event.currentTarget).get('add');
    if (typeof added === 'string' && added && !value.includes(added)) onChange([...value, added]);
  };
  return (
    <form
      id={citizenshipsFormId}
      method="post"
      action={citizenshipsFormPath}
      onSubmit={submit}
      data-apply-on-change
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      {picker}
    </form>
  );
}
