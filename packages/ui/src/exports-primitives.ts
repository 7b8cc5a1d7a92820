// Public exports: primitives. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export { Box } from './components/Box';
export type { BoxProps } from './components/Box';

export { Stack, stackAligns, stackElements } from './components/Stack';
export type { StackProps, StackAlign, StackElement } from './components/Stack';

export {
  Inline,
  inlineAligns,
  inlineAlignsY,
  inlineCollapseBreakpoints,
  inlineElements,
} from './components/Inline';
export type {
  InlineProps,
  InlineAlign,
  InlineAlignY,
  InlineCollapseBelow,
  InlineElement,
} from './components/Inline';

export {
  Text,
  textSizes,
  textTones,
  textWeights,
  textAligns,
  textElements,
} from './components/Text';
export type {
  TextProps,
  TextSize,
  TextTone,
  TextWeight,
  TextAlign,
  TextElement,
} from './components/Text';

export { Heading, headingLevels, headingElements, headingAligns } from './components/Heading';
export type {
  HeadingProps,
  HeadingLevel,
  HeadingElement,
  HeadingAlign,
} from './components/Heading';

export {
  UIProvider,
  useLinkComponent,
  DefaultLinkComponent,
  ProvidedLink,
  englishMessages,
  useUIMessages,
} from './components/UIProvider';
export type {
  UIProviderProps,
  UIMessages,
  LinkComponent,
  LinkComponentProps,
} from './components/UIProvider';

export {
  Link,
  linkTones,
  linkWeights,
  linkUnderlines,
  defaultExternalLabel,
} from './components/Link';
export type {
  LinkProps,
  LinkTone,
  LinkWeight,
  LinkUnderline,
  ExternalLinkProps,
} from './components/Link';

export {
  Button,
  buttonTones,
  buttonVariants,
  buttonSizes,
  buttonIconPositions,
} from './components/Button';
export type {
  ButtonProps,
  ButtonTone,
  ButtonVariant,
  ButtonSize,
  ButtonIconPosition,
  ButtonAppearanceProps,
} from './components/Button';

export { ButtonLink } from './components/ButtonLink';
export type { ButtonLinkProps } from './components/ButtonLink';

export { Card, cardTones, cardElements } from './components/Card';
export type { CardProps, CardTone, CardElement } from './components/Card';

export { Badge, badgeTones, badgeWeights } from './components/Badge';
export type { BadgeProps, BadgeWeight } from './components/Badge';

export { Spinner, spinnerSizes } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';

export { VisuallyHidden, visuallyHiddenElements } from './components/VisuallyHidden';
export type { VisuallyHiddenProps, VisuallyHiddenElement } from './components/VisuallyHidden';

export { SkipLink } from './components/SkipLink';
export type { SkipLinkProps } from './components/SkipLink';

export type { ResponsiveSpace, ResponsiveValue } from './components/private/responsive';

export {
  Columns,
  Column,
  columnsCollapseBreakpoints,
  columnsAlignsY,
  columnWidths,
} from './components/Columns';
export type {
  ColumnsProps,
  ColumnProps,
  ColumnsCollapseBelow,
  ColumnsAlignY,
  ColumnWidth,
} from './components/Columns';

export { Container, containerWidths, containerElements } from './components/Container';
export type { ContainerProps, ContainerWidth, ContainerElement } from './components/Container';

export { IconButton } from './components/IconButton';
export type { IconButtonProps } from './components/IconButton';

export {
  StatusBadge,
  statusLabel,
  statusTones,
  statuses,
  jobStatuses,
  employerStatuses,
  candidateStatuses,
  contentStatuses,
  applicationStatuses,
  requestStatuses,
} from './components/StatusBadge';
export type {
  StatusBadgeProps,
  Status,
  JobStatus,
  EmployerStatus,
  CandidateStatus,
  ContentStatus,
  ApplicationStatus,
  RequestStatus,
} from './components/StatusBadge';

export { Skeleton } from './components/Skeleton';
export type { SkeletonProps, SkeletonRadius } from './components/Skeleton';

export { ProgressBar } from './components/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar';

export { Alert, alertTones } from './components/Alert';
export type { AlertProps, AlertTone } from './components/Alert';

export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';

export { Divider } from './components/Divider';
export type { DividerProps } from './components/Divider';

export { Theme, themeChoices, useThemeChoice, usePortalContainer } from './components/Theme';
export type { ThemeProps, ThemeChoice } from './components/Theme';

export { ThemeToggle } from './components/ThemeToggle';
export type { ThemeToggleProps } from './components/ThemeToggle';

export { Tiles, tilesColumnCounts, tilesElements } from './components/Tiles';
export type { TilesProps, TilesColumns, TilesColumnCount, TilesElement } from './components/Tiles';

export { StickyActionBar, stickyActionBarBreakpoints } from './components/StickyActionBar';
export type {
  StickyActionBarProps,
  StickyActionBarBreakpoint,
} from './components/StickyActionBar';
