import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@globalhire/ui';
import {
  completeEmployerVisaStep,
  getVisaDocumentUrl,
  listEmployerVisaSteps,
  uploadEmployerVisaDocument,
  type EmployerVisaUpload,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { employerKeys, useEmployerId } from '../employerQueries';

const stepsKey = (employerId: string, caseIds: readonly number[]) =>
  [...employerKeys.all, 'visa-steps', employerId, [...caseIds].sort((a, b) => a - b)] as const;

/** The employer's own steps of these cases of their hires, with the documents they gave. */
export function useEmployerVisaSteps(caseIds: readonly number[]) {
  const client = useSupabase();
  const employerId = useEmployerId();
  return useQuery({
    queryKey: stepsKey(employerId, caseIds),
    queryFn: async () => unwrap(await listEmployerVisaSteps(client, caseIds)),
    enabled: caseIds.length > 0,
  });
}

/** After a write: the steps and the progress line under the hire read again. */
function useRefreshVisa() {
  const queryClient = useQueryClient();
  const employerId = useEmployerId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...employerKeys.all, 'visa-steps', employerId] }),
      queryClient.invalidateQueries({
        queryKey: [...employerKeys.all, 'visa-progress', employerId],
      }),
    ]);
}

export function useCompleteEmployerVisaStep() {
  const client = useSupabase();
  const refresh = useRefreshVisa();
  return useMutation({
    mutationFn: async (step: { id: number; title: string }) =>
      unwrap(await completeEmployerVisaStep(client, step.id)),
    onSuccess: async (_row, step) => {
      toast({
        title: 'Step done',
        description: `${step.title}. GlobalHire and the candidate were told.`,
        tone: 'positive',
      });
      await refresh();
    },
    onError: (error) => toast({ title: 'Error', description: error.message, tone: 'critical' }),
  });
}

export function useUploadEmployerVisaDocument() {
  const client = useSupabase();
  const refresh = useRefreshVisa();
  return useMutation({
    mutationFn: async (input: EmployerVisaUpload) =>
      unwrap(await uploadEmployerVisaDocument(client, input)),
    onSuccess: async (_row, input) => {
      toast({
        title: 'Document uploaded',
        description: `${input.name.trim()}. GlobalHire checks it and tells you when it is accepted.`,
        tone: 'positive',
      });
      await refresh();
    },
  });
}

/** Opens a file of the case in a new tab, through a short-lived link. */
export function useOpenVisaFile() {
  const client = useSupabase();
  return async (path: string) => {
    const url = await getVisaDocumentUrl(client, path);
    if (url.error) toast({ title: 'Error', description: url.error.message, tone: 'critical' });
    else window.open(url.data, '_blank', 'noopener');
  };
}
