export declare function clearBuildFetchCache(
  distDir: string,
  env?: Record<string, string | undefined>,
): boolean;
