import type { Alias } from 'vite';

/** The workspace root, as an absolute path ending in a slash. */
export declare const repoRoot: string;
/** The workspace root as an absolute path, for configs that resolve files from it. */
export declare function fromRoot(path: string): string;
/** `@globalhire/ui` resolved to its source entry. */
export declare const workspaceAliases: Alias[];
/** vanilla-extract's runtime imports, which Vite's dependency scan cannot see. */
export declare const vanillaExtractRuntimeEntries: string[];
/** The same, resolved through @globalhire/ui. */
export declare const vanillaExtractRuntimeDeps: string[];
/** What `.css.ts` files import in vanilla-extract's transform mode, through @globalhire/ui. */
export declare const vanillaExtractTransformDeps: string[];
