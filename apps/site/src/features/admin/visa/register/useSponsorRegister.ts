import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmSponsorRegisterMatches,
  discardSponsorRegisterImport,
  getLatestSponsorRegisterImport,
  getSponsorRegisterProposals,
  importSponsorRegister,
  type SponsorRegisterImport,
  type SponsorRegisterProgress,
} from '@globalhire/data';
import { toast } from '@globalhire/ui';
import { useSupabase } from '../../../../app/supabase';
import { unwrap } from '../../../../app/query';
import { adminKey, useMarkAdminStale } from '../../adminQueries';
import { adminMessages } from '../../adminMessages';
import { registerCopy } from './registerCopy';

const latestKey = [adminKey, 'sponsor-register', 'latest'] as const;

/**
 * The register import screen's state: the newest import, the matches of one waiting to be
 * confirmed, and the upload of a new file (with its progress, and a way to stop it).
 */
export function useSponsorRegister() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const [progress, setProgress] = useState<SponsorRegisterProgress | null>(null);
  const reading = useRef<AbortController | null>(null);

  const latest = useQuery({
    queryKey: latestKey,
    queryFn: async () => unwrap(await getLatestSponsorRegisterImport(client)),
  });
  const waiting = latest.data?.status === 'ready' ? latest.data : null;
  const proposals = useQuery({
    queryKey: [adminKey, 'sponsor-register', 'proposals', waiting?.id],
    queryFn: async () => unwrap(await getSponsorRegisterProposals(client, waiting!.id)),
    enabled: waiting !== null,
  });
  const showImport = (row: SponsorRegisterImport | null) =>
    queryClient.setQueryData(latestKey, row);

  const upload = useMutation({
    mutationFn: async (file: File) => {
      reading.current = new AbortController();
      setProgress({ rows: 0, fraction: 0 });
      return unwrap(
        await importSponsorRegister(client, file, {
          fileName: file.name,
          onProgress: setProgress,
          signal: reading.current.signal,
        }),
      );
    },
    onSuccess: showImport,
    onSettled: () => {
      reading.current = null;
      setProgress(null);
    },
  });

  const confirm = useMutation({
    mutationFn: async ({ id, employerIds }: { id: number; employerIds: string[] }) =>
      unwrap(await confirmSponsorRegisterMatches(client, id, employerIds)),
    onSuccess: (count, { id }) => {
      if (waiting?.id === id)
        showImport({
          ...waiting,
          status: 'confirmed',
          confirmed_count: count,
          confirmed_at: new Date().toISOString(),
        });
      markStale();
      toast({
        title: 'Register confirmed',
        description: registerCopy.confirmed(count),
        tone: 'positive',
      });
    },
    onError: (error) =>
      toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' }),
  });

  const discard = useMutation({
    mutationFn: async (id: number) => unwrap(await discardSponsorRegisterImport(client, id)),
    onSuccess: () => {
      showImport(null);
      toast({ title: 'Import discarded', description: registerCopy.discarded, tone: 'positive' });
    },
    onError: (error) =>
      toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' }),
  });

  return {
    latest,
    waiting,
    proposals,
    upload,
    progress,
    /** Stops reading the file; the part already staged is discarded. */
    cancelUpload: () => reading.current?.abort(),
    confirm,
    discard,
  };
}
