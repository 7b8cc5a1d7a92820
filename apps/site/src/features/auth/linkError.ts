/** GoTrue's reason for an email link that did not work, which it puts in the URL fragment. */
export function linkErrorFrom(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('error_description');
}
