/** Types for script-weight.mjs, which the TypeScript browser tests import. */
import type { Page } from '@playwright/test';

export interface ScriptWeight {
  files: number;
  raw: number;
  gzip: number;
  largest: string[];
}
export declare const SCRIPT_BUDGETS: { landing: number; shell: number };
export declare function recordScripts(page: Page): (list?: number) => Promise<ScriptWeight>;
export declare function kilobytes(bytes: number): string;
