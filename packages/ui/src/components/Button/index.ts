export { Button, buttonTones, buttonVariants, buttonSizes, buttonIconPositions } from './Button';
export type {
  ButtonProps,
  ButtonTone,
  ButtonVariant,
  ButtonSize,
  ButtonIconPosition,
  ButtonAppearanceProps,
} from './Button';
