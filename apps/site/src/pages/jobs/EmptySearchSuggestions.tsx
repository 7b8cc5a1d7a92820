import { useId } from 'react';
import { ButtonLink, Inline, Stack, Text } from '@globalhire/ui';
import { labelWithCount } from '../../features/jobs/facetOptions';

export interface CountrySuggestion {
  label: string;
  count: number;
  href: string;
  /** The count is an estimate: written "about …". */
  estimated?: boolean;
}

/** Under an empty result: countries where a search finds jobs, each a link with its count. */
export function EmptySearchSuggestions({
  title,
  countries,
}: {
  title: string;
  countries: readonly CountrySuggestion[];
}) {
  const id = useId();
  if (countries.length === 0) return null;
  return (
    <Stack space="small" align="center">
      <Text id={id} weight="semibold">
        {title}
      </Text>
      <Inline as="ul" space="small" align="center" aria-labelledby={id}>
        {countries.map((country) => (
          <ButtonLink key={country.href} href={country.href} size="small" variant="soft">
            {labelWithCount(country.label, country.count, { estimated: country.estimated })}
          </ButtonLink>
        ))}
      </Inline>
    </Stack>
  );
}
