export const SERVED_MARKER: string;
export const WORDPRESS_BUILD: string;
export function wordpressPort(base?: number): number;
export function wordpressBuildIsCurrent(): boolean;
export function ensureWordpressBuild(options: {
  wordpressUrl: string;
  redisUrl?: string;
  output?: number | 'inherit' | 'ignore';
}): Promise<'reused' | 'built'>;
