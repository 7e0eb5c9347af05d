export interface RealWordPress {
  url: string;
  docroot: string;
  user: string;
  password: string;
  weakUser: string;
  weakPassword: string;
  rest(
    route: string,
    init?: {
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
      as?: [string, string];
    },
  ): Promise<{ status: number; headers: Headers; json: unknown }>;
  debugLog(): string;
  stop(): Promise<void>;
}
export const REQUIRED: { bin: string; package: string; dirs?: string[] }[];
export function missingParts(): string[];
export function startRealWordPress(options: {
  port: number;
  dbPort: number;
  siteUrl: string;
  revalidateSecret: string;
  previewSecret: string;
  logDir: string;
}): Promise<RealWordPress>;
