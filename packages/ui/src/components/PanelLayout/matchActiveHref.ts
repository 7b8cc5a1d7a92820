const pathOf = (href: string): string => {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/**
 * The menu link that owns a page: the longest link path that is the pathname itself or one
 * of its parent folders. '/admin/jobs/42' belongs to '/admin/jobs', not to '/admin'.
 */
export function matchActiveHref(hrefs: readonly string[], pathname: string): string | undefined {
  const current = pathOf(pathname);
  let best: string | undefined;
  let bestLength = -1;
  for (const href of hrefs) {
    const path = pathOf(href);
    const owns = current === path || current.startsWith(path === '/' ? '/' : `${path}/`);
    if (owns && path.length > bestLength) {
      best = href;
      bestLength = path.length;
    }
  }
  return best;
}
