export { ShortcutCard } from './ShortcutCard';
export type { ShortcutCardProps } from './ShortcutCard';
