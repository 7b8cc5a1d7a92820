/** One kind of history words: what matches, and what such words record. */
export interface HistoryRule {
  pattern: RegExp;
  records: string;
}
export declare const historyRules: readonly HistoryRule[];
/** False for generated, binary and recorded files, and for the check's own samples. */
export declare function isChecked(file: string): boolean;
/** Every line of `text` holding history words (line numbers from 1). */
export declare function findHistoryWords(
  text: string,
): { line: number; words: string; records: string }[];
/** The repository's tracked and new files that the check reads. */
export declare function repositoryFiles(root: string): string[];
/** `file:line: "words" (what they record)` for every hit. */
export declare function lintRepository(root: string, files?: string[]): string[];
