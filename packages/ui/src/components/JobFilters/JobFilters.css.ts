import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme';

// Browsers that can style a closed <details>' content can show the filters open on desktop; the
// others keep the Filters toggle there too (folded, still usable).
const showsClosedDetails = 'selector(::details-content)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** The keyword and its Search button: first on every screen, never inside the folded panel. */
export const bar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const keyword = style({ flex: '1 1 0', minWidth: 0 });

export const search = style({ flexShrink: 0 });

/** A native disclosure on phones and tablets; always open beside the results on desktop. */
export const panel = style({
  '@media': {
    [mediaQuery.desktop]: {
      '@supports': {
        [showsClosedDetails]: {
          selectors: {
            '&::details-content': { contentVisibility: 'visible', display: 'contents' },
          },
        },
      },
    },
  },
});

export const toggle = style({
  listStyle: 'none',
  '@media': {
    [mediaQuery.desktop]: {
      '@supports': {
        // Above the button look's own display.
        [showsClosedDetails]: { selectors: { [`${panel} > &`]: { display: 'none' } } },
      },
    },
  },
});

// Safari draws its own disclosure triangle unless told not to.
globalStyle(`${toggle}::-webkit-details-marker`, { display: 'none' });

export const count = style({ marginInlineStart: vars.space.xsmall });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  marginTop: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [mediaQuery.desktop]: {
      padding: vars.space.xlarge,
      '@supports': { [showsClosedDetails]: { marginTop: 0 } },
    },
  },
});

// The Filters toggle names the panel on small screens; the heading does on desktop.
export const title = style({
  display: 'none',
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.h4,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  '@media': { [mediaQuery.desktop]: { display: 'block' } },
});

/** Under the heading: a short remark on the counts (text, so screen readers read it too). */
export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

/** The minimum salary and its currency side by side; the amount takes the room. */
export const salary = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const salaryAmount = style({ flex: '1 1 0', minWidth: 0 });

export const salaryCurrency = style({ flex: '0 0 6.5rem' });

export const checks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
