import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Alert, Button, FormLayout, Select, TextInput, toast } from '@globalhire/ui';
import {
  countries,
  fieldErrors,
  requestVisaSupport,
  topCountries,
  visaRequestSchema,
  type MyVisaCase,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { applicantKeys, useCandidateId } from './applicantQueries';
import { applicantMessages } from './applicantMessages';

const destinationOptions = [
  ...topCountries.map((country) => ({ value: country.slug, label: country.label })),
  ...countries
    .filter((country) => !topCountries.includes(country))
    .map((country) => ({ value: country.slug, label: country.label })),
];

/** Asks the visa team for support; the new case shows at once with the status Requested. */
export function VisaRequestForm() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const candidateId = useCandidateId();
  const [destinationCountry, setDestination] = useState('');
  const [visaType, setVisaType] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const request = useMutation({
    mutationFn: async () => {
      const result = await requestVisaSupport(client, candidateId, {
        destinationCountry,
        visaType,
      });
      if (result.error) throw new Error(result.error.message);
      return result.data;
    },
    onSuccess: (row) => {
      const created: MyVisaCase = {
        ...row,
        job: null,
        steps: [],
        documents: [],
        notes_from_team: [],
      };
      queryClient.setQueryData<MyVisaCase[]>(applicantKeys.visaCases(candidateId), (cases) => [
        created,
        ...(cases ?? []),
      ]);
      void queryClient.invalidateQueries({
        queryKey: ['candidate-dashboard'],
        refetchType: 'none',
      });
      toast({ ...applicantMessages.visaRequested, tone: 'positive' });
    },
  });

  return (
    <FormLayout
      noValidate
      title="Request visa and relocation support"
      description="Tell us where you want to work. Our visa team reviews your profile and sets out your steps and documents."
      onSubmit={() => {
        const parsed = visaRequestSchema.safeParse({ destinationCountry, visaType });
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error));
          return;
        }
        setErrors({});
        request.mutate();
      }}
      actions={
        <Button
          type="submit"
          icon={<Send aria-hidden />}
          loading={request.isPending}
          loadingLabel="Sending..."
        >
          Request support
        </Button>
      }
    >
      {request.isError ? (
        <Alert tone="critical" title="Your request could not be sent.">
          {request.error.message}
        </Alert>
      ) : null}
      <Select
        label="Destination"
        required
        placeholder="Select a country"
        options={destinationOptions}
        value={destinationCountry}
        error={errors.destinationCountry}
        onChange={(event) => setDestination(event.target.value)}
      />
      <TextInput
        label="Visa type"
        required
        hint="The visa you are aiming for, if you know it, e.g. 'Skilled Worker visa'. Otherwise write 'Not sure'."
        value={visaType}
        error={errors.visaType}
        onChange={(event) => setVisaType(event.target.value)}
      />
    </FormLayout>
  );
}
