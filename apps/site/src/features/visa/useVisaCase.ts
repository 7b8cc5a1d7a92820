import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@globalhire/ui';
import {
  getAdminVisaCase,
  isVisaCaseConflict,
  listVisaRouteTemplates,
  type AdminVisaCaseDetail,
  type GlobalHireClient,
  type Result,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { DataQueryError, unwrap } from '../../app/query';
import { adminKey, useMarkAdminStale } from '../admin/adminQueries';

export const visaCaseKey = (id: number) => [adminKey, 'visa-case', id] as const;

export function useAdminVisaCase(id: number) {
  const client = useSupabase();
  return useQuery({
    queryKey: visaCaseKey(id),
    queryFn: async () => unwrap(await getAdminVisaCase(client, id)),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useVisaRouteTemplates() {
  const client = useSupabase();
  return useQuery({
    queryKey: [adminKey, 'visa-route-templates'],
    queryFn: async () => unwrap(await listVisaRouteTemplates(client)),
    staleTime: Infinity,
  });
}

/** What an action sends: the write, given the version the admin saw, and its success notice. */
export interface VisaAction {
  /** A name for the busy button, e.g. 'take' or 'document-12-accept'. */
  key: string;
  write: (client: GlobalHireClient, version: number) => Promise<Result<number>>;
  success: { title: string; description?: string };
  /** Called after the database saved it (e.g. to clear a form). */
  onDone?: () => void;
}

/**
 * The admin's actions on one case. Each sends the version on screen; when another admin changed
 * the case first, the database refuses, `conflict` is set (the screen says so and offers a
 * reload) and whatever the admin typed stays in its form.
 */
export function useVisaCaseActions(id: number, version: number | undefined) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const [conflict, setConflict] = useState(false);
  const mutation = useMutation({
    mutationFn: async (action: VisaAction) => {
      if (version === undefined) throw new Error('The case is still loading.');
      return unwrap(await action.write(client, version));
    },
    onSuccess: async (newVersion, action) => {
      setConflict(false);
      // The next action carries the version just saved, even before the case is read again.
      queryClient.setQueryData<AdminVisaCaseDetail | null>(visaCaseKey(id), (old) =>
        old ? { ...old, version: newVersion } : old,
      );
      action.onDone?.();
      toast({ ...action.success, tone: 'positive' });
      markStale();
      await queryClient.invalidateQueries({ queryKey: visaCaseKey(id) });
    },
    onError: (error) => {
      if (error instanceof DataQueryError && isVisaCaseConflict(error)) {
        setConflict(true);
        toast({
          title: 'This case changed',
          description:
            'Another admin changed it first. Nothing of yours was saved: reload and try again.',
          tone: 'critical',
        });
        return;
      }
      toast({ title: 'Error', description: error.message, tone: 'critical' });
    },
  });
  return {
    run: (action: VisaAction) => mutation.mutate(action),
    /** The key of the action being saved. */
    pending: mutation.isPending ? mutation.variables?.key : undefined,
    /** The error of the last action, for a field message. */
    lastError: mutation.isError
      ? { key: mutation.variables?.key, message: mutation.error.message }
      : null,
    conflict,
    reload: async () => {
      await queryClient.invalidateQueries({ queryKey: visaCaseKey(id) });
      setConflict(false);
      mutation.reset();
    },
  };
}

export type VisaCaseActions = ReturnType<typeof useVisaCaseActions>;
