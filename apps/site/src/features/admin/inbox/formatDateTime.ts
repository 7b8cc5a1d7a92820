const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** '12 Mar 2026, 09:20 UTC': when a message or a reply arrived. */
export const formatDateTime = (value: string) => dateTime.format(new Date(value));
