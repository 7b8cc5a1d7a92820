import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { fontFamily, lightColors, radius } from '@globalhire/ui/tokens';

// Storybook's own frame in GlobalHire's colours and type, from the library's light-theme tokens;
// the stories keep their own theme (the toolbar's Theme switch). The mark is the site's favicon.
const theme = create({
  base: 'light',
  brandTitle: 'GlobalHire',
  // The brand opens the Introduction, the guide every reader starts from.
  brandUrl: '?path=/docs/introduction--docs',
  brandTarget: '_self',
  brandImage: './globalhire-brand.svg',

  colorPrimary: lightColors.tone.brand.solid,
  colorSecondary: lightColors.tone.brand.solid,

  appBg: lightColors.background,
  appContentBg: lightColors.surface,
  appPreviewBg: lightColors.surface,
  appHoverBg: lightColors.tone.brand.soft,
  appBorderColor: lightColors.border,
  appBorderRadius: parseInt(radius.medium, 10),

  fontBase: fontFamily.body,
  fontCode: fontFamily.mono,

  textColor: lightColors.text,
  textInverseColor: lightColors.tone.brand.onSolid,
  textMutedColor: lightColors.textMuted,

  barTextColor: lightColors.textMuted,
  barHoverColor: lightColors.tone.brand.text,
  barSelectedColor: lightColors.tone.brand.text,
  barBg: lightColors.surface,

  buttonBg: lightColors.surface,
  buttonBorder: lightColors.borderField,
  booleanBg: lightColors.surfaceSunken,
  booleanSelectedBg: lightColors.surface,

  inputBg: lightColors.surface,
  inputBorder: lightColors.borderField,
  inputTextColor: lightColors.text,
  inputBorderRadius: parseInt(radius.small, 10),
});

addons.setConfig({ theme });
