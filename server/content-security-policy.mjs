// The site's Content-Security-Policy (server/security-headers.json) with the hosts only known
// from the configuration: images in the venue's WordPress content load from WORDPRESS_URL's
// origin. next.config.ts sets the result on every answer (read at build); the server entry on
// its own few answers and as the base Next.js overwrites (server/index.mjs).

/**
 * @param {string} policy the policy from security-headers.json
 * @param {{ WORDPRESS_URL?: string }} env
 * @returns {string}
 */
export function contentSecurityPolicy(policy, env) {
  const url = env.WORDPRESS_URL;
  if (!url || !URL.canParse(url)) return policy;
  const { origin, protocol } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') return policy;
  return policy.replace(
    /(^|;\s*)img-src ([^;]*)/,
    (_match, start, sources) => `${start}img-src ${sources} ${origin}`,
  );
}
