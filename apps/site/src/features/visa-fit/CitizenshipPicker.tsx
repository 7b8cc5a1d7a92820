import { X } from 'lucide-react';
import { Button, Inline, Select, Stack, Text } from '@globalhire/ui';
import { citizenshipName, countries } from '@globalhire/data';
import { visaFitCopy } from './visaFitCopy';

const options = countries.map((country) => ({ value: country.code, label: country.label }));

export interface CitizenshipPickerProps {
  value: readonly string[];
  onChange: (codes: readonly string[]) => void;
}

/** A visitor's citizenships: added one at a time from every country, each removable. */
export function CitizenshipPicker({ value, onChange }: CitizenshipPickerProps) {
  return (
    <Stack space="small">
      <Select
        label={visaFitCopy.pickerLabel}
        hint={visaFitCopy.pickerHint}
        placeholder={visaFitCopy.addCitizenship}
        options={options.filter((option) => !value.includes(option.value))}
        value=""
        disabled={value.length >= 6}
        onChange={(event) => {
          if (event.target.value) onChange([...value, event.target.value]);
        }}
      />
      {value.length > 0 ? (
        <Inline space="xsmall" as="ul" aria-label={visaFitCopy.pickerLabel}>
          {value.map((code) => (
            <Button
              key={code}
              size="small"
              variant="soft"
              tone="neutral"
              icon={<X aria-hidden />}
              aria-label={visaFitCopy.removeCitizenship(citizenshipName(code))}
              onClick={() => onChange(value.filter((other) => other !== code))}
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
}
