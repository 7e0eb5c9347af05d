export function contentSecurityPolicy(policy: string, env: { WORDPRESS_URL?: string }): string;
