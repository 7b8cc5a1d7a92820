import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getMyCitizenships } from '@globalhire/data';
import { useAuth } from '../../auth/AuthProvider';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useServerPage } from '../../seo/serverPage';
import {
  citizenshipsFromCookies,
  readBrowserCitizenships,
  subscribeBrowserCitizenships,
  writeBrowserCitizenships,
} from './browserCitizenships';

export const myCitizenshipsKey = ['my-citizenships'] as const;
/** Every verdict query starts with this key, so a change of citizenships refreshes them all. */
export const visaFitKey = 'visa-fit';

export type CitizenshipsSource =
  /** A signed-in candidate: the citizenships in their profile, read by the database itself. */
  | { kind: 'profile'; citizenships: readonly string[]; loading: boolean }
  /** Anyone else: the choice kept in this browser. */
  | {
      kind: 'browser';
      citizenships: readonly string[];
      choose: (codes: readonly string[]) => void;
    };

/** Whose citizenships a verdict is for, and where they come from. */
export function useCitizenships(): CitizenshipsSource {
  const auth = useAuth();
  const client = useSupabase();
  const isCandidate = auth.profile?.user_type === 'candidate';
  const server = useServerPage();
  // On the server, the request's cookie; in the browser (hydration included), the document's.
  const browser = useSyncExternalStore(
    subscribeBrowserCitizenships,
    readBrowserCitizenships,
    () => {
      if (!server) return readBrowserCitizenships();
      const chosen = citizenshipsFromCookies(server.cookie);
      if (chosen.length) server.markPersonal();
      return chosen;
    },
  );
  const mine = useQuery({
    queryKey: [...myCitizenshipsKey, auth.user?.id],
    queryFn: async () => unwrap(await getMyCitizenships(client)),
    enabled: isCandidate,
  });
  if (isCandidate) {
    return {
      kind: 'profile',
      citizenships: mine.data?.citizenships ?? [],
      loading: mine.isPending,
    };
  }
  return { kind: 'browser', citizenships: browser, choose: writeBrowserCitizenships };
}
