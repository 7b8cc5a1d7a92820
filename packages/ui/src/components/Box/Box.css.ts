import { globalStyle, style } from '@vanilla-extract/css';

// A Box that renders a list or a button starts from a blank slate, like every other Box:
// layout and look come from sprinkles props, not from browser defaults. `:where()` keeps the
// reset at zero specificity, so any sprinkles class wins whatever order the CSS loads in.
const list = style({});
const button = style({});

globalStyle(`:where(${list})`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`:where(${button})`, {
  appearance: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
});

export const elementResets = { ul: list, ol: list, button };
export type ResetElement = keyof typeof elementResets;
