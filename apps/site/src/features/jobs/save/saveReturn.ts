/** The query parameter that asks a page to save a job once the visitor is signed in. */
export const SAVE_PARAM = 'save';

/**
 * Where login sends a visitor back after pressing Save: the page they were on, with
 * `save=<job id>` so it saves the job as soon as they are signed in as a candidate.
 */
export function returnToSaving(
  location: { pathname: string; search: string },
  jobId: number,
): string {
  const params = new URLSearchParams(location.search);
  params.set(SAVE_PARAM, String(jobId));
  return `/login?returnTo=${encodeURIComponent(`${location.pathname}?${params}`)}`;
}

/** The job id a page was asked to save, or null. */
export function jobToSave(search: string): number | null {
  const value = new URLSearchParams(search).get(SAVE_PARAM);
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The same search without a request made for after login (what the address bar keeps). */
export function withoutRequest(search: string, param: string): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The same search without the save request. */
export const withoutSaveRequest = (search: string): string => withoutRequest(search, SAVE_PARAM);
