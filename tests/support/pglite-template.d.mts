export function seedDataDir(dataDir: string): Promise<string>;
