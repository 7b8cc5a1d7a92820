export { HeroSearch } from './HeroSearch';
export type { HeroSearchProps, HeroSearchValues } from './HeroSearch';
