/** Types for ensure-chromium.mjs, which the TypeScript browser-test config and specs import. */
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_TEST_ARGS: string[];
export declare function ensureChromium(): boolean;
