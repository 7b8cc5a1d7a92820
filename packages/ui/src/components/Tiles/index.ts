export { Tiles, tilesColumnCounts, tilesElements } from './Tiles';
export type { TilesProps, TilesColumns, TilesColumnCount, TilesElement } from './Tiles';
