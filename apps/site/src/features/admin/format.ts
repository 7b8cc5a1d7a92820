/** A date in a table: '21 Nov 2026' (day first, as the site's long dates are; UTC, like formatDate). */
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatTableDate = (value: string) => shortDate.format(new Date(value));
