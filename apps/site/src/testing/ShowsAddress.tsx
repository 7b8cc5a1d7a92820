import { Outlet, useLocation } from 'react-router-dom';

/**
 * A story layout: the page, then the address the visitor is at, so a story can tell where a
 * redirect led (the story's router renders nothing at other addresses).
 */
export function ShowsAddress() {
  const location = useLocation();
  return (
    <>
      <Outlet />
      <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}
