import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  FormLayout,
  Heading,
  Select,
  Skeleton,
  Stack,
  toast,
} from '@globalhire/ui';
import {
  countries,
  getMyCitizenships,
  saveMyCitizenships,
  type MyCitizenships,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { useAuth } from '../../auth/AuthProvider';
import { unwrap } from '../../app/query';
import { CitizenshipPicker } from './CitizenshipPicker';
import { myCitizenshipsKey, visaFitKey } from './useCitizenships';

const residenceOptions = countries.map((country) => ({
  value: country.code,
  label: country.label,
}));

export const citizenshipsCopy = {
  heading: 'Citizenship and residence',
  intro:
    'Every job shows whether you can likely take it, from your citizenships. Only you can see them: employers see the verdict, never your citizenship.',
  residence: 'Country you live in now',
  save: 'Save citizenships',
  saved: 'Citizenships saved',
  savedDescription: 'Job pages and searches now answer for your citizenships.',
  loadError: 'Your citizenships could not be loaded.',
  saveError: 'Your citizenships were not saved',
};

function CitizenshipsForm({ initial, userId }: { initial: MyCitizenships; userId: string }) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<MyCitizenships>(initial);
  const save = useMutation({
    mutationFn: async (input: MyCitizenships) =>
      unwrap(await saveMyCitizenships(client, userId, input)),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...myCitizenshipsKey, userId], saved);
      await queryClient.invalidateQueries({ queryKey: [visaFitKey] });
      toast({
        title: citizenshipsCopy.saved,
        description: citizenshipsCopy.savedDescription,
        tone: 'positive',
      });
    },
    onError: (error) =>
      toast({ title: citizenshipsCopy.saveError, description: error.message, tone: 'critical' }),
  });
  return (
    <FormLayout
      title={citizenshipsCopy.heading}
      titleAs="h2"
      description={citizenshipsCopy.intro}
      onSubmit={() => save.mutate(value)}
      noValidate
      actions={
        <Button type="submit" icon={<Save />} loading={save.isPending} loadingLabel="Saving...">
          {citizenshipsCopy.save}
        </Button>
      }
    >
      <CitizenshipPicker
        value={value.citizenships}
        onChange={(citizenships) =>
          setValue((previous) => ({ ...previous, citizenships: [...citizenships] }))
        }
      />
      <Select
        label={citizenshipsCopy.residence}
        placeholder="Select a country"
        options={residenceOptions}
        value={value.residence ?? ''}
        onChange={(event) =>
          setValue((previous) => ({ ...previous, residence: event.target.value || null }))
        }
      />
    </FormLayout>
  );
}

/** A candidate's citizenships and residence, saved apart from the profile (private to them). */
export function CitizenshipsCard() {
  const client = useSupabase();
  const { user } = useAuth();
  const mine = useQuery({
    queryKey: [...myCitizenshipsKey, user?.id],
    queryFn: async () => unwrap(await getMyCitizenships(client)),
    enabled: Boolean(user),
  });
  return (
    <Card>
      {mine.isError ? (
        <Stack space="medium">
          <Heading level={3} as="h2">
            {citizenshipsCopy.heading}
          </Heading>
          <Alert tone="critical" title={citizenshipsCopy.loadError}>
            {mine.error.message}
          </Alert>
        </Stack>
      ) : mine.data && user ? (
        <CitizenshipsForm initial={mine.data} userId={user.id} />
      ) : (
        <Stack space="medium" role="status" aria-busy="true" aria-label={citizenshipsCopy.heading}>
          <Heading level={3} as="h2">
            {citizenshipsCopy.heading}
          </Heading>
          <Skeleton lines={3} />
        </Stack>
      )}
    </Card>
  );
}
