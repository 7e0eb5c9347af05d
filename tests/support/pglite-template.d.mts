export function pgliteTemplate(): Promise<string>;
export function seedDataDir(dataDir: string): Promise<string>;
