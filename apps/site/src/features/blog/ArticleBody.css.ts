import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** Spacing and the few elements Markdown produces that have no ui component (lists, quotes, code, tables). */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

globalStyle(`${body} > :is(h2, h3, h4)`, { marginTop: vars.space.large });
globalStyle(`${body} :is(ul, ol)`, {
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
globalStyle(`${body} li > p`, { margin: 0 });
globalStyle(`${body} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.large,
  borderInlineStart: `${vars.borderWidth.large} solid ${vars.color.tone.brand.solid}`,
  color: vars.color.textMuted,
});
globalStyle(`${body} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  padding: `0 ${vars.space.xxsmall}`,
});
globalStyle(`${body} pre`, {
  margin: 0,
  overflowX: 'auto',
  padding: vars.space.medium,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
});
globalStyle(`${body} pre code`, { padding: 0, background: 'none' });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.medium });
globalStyle(`${body} hr`, {
  border: 0,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  width: '100%',
});
globalStyle(`${body} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.standard,
});
globalStyle(`${body} :is(th, td)`, {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'start',
});
globalStyle(`${body} th`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.semibold,
});

/** Wide tables scroll inside the column instead of widening the page on phones. */
export const tableScroll = style({ overflowX: 'auto' });
