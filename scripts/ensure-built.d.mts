// Types for the part of ensure-built.mjs that TypeScript scripts use (the bench).
export declare const compiledServer: string;
export declare const serverNodeOptions: string[];
export declare const serverEnv: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
