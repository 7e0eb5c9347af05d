// The production stack's files (deploy/) against the code: the env file lists every variable the
// server validates, the compose file runs two instances checked on ready behind nginx, and the
// alert rules carry the runbook's thresholds. No YAML parser is installed here, so the compose
// file's shape is read from its text; tests/topology/topology.test.ts runs the same topology.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envShape, parseEnv, PLACEHOLDER_VALUES } from '@/lib/env';
import { isTrusted, parseTrustedProxies } from '@/lib/http/trusted-proxies';

const deploy = (file: string) =>
  readFileSync(path.join(import.meta.dirname, '..', '..', 'deploy', file), 'utf8');

/** The top-level keys of a section (`services:`, `volumes:`) of a compose file, by indentation. */
function sectionKeys(text: string, section: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`${section}:`);
  expect(start, `${section}: in compose.yaml`).toBeGreaterThanOrEqual(0);
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const key = /^ {2}([\w-]+):/.exec(line)?.[1];
    if (key) keys.push(key);
  }
  return keys;
}

/** The lines of one service, up to the next service. */
function service(text: string, name: string): string {
  const lines = text.split('\n');
  const start = lines.indexOf(`  ${name}:`);
  expect(start, `service ${name}`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}[\w-]+:/.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

/** The variable names of the `environment:` map in `block` (a service, or the x-site anchor). */
function environmentOf(block: string): string[] {
  const lines = block.split('\n');
  const start = lines.findIndex((line) => /^ {2,4}environment:$/.test(line));
  if (start < 0) return [];
  const indent = /^ */.exec(lines[start]!)![0].length + 2;
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s*#/.test(line)) continue;
    const match = /^( *)([A-Z][A-Z0-9_]*):/.exec(line);
    if (!match || match[1]!.length !== indent) break;
    names.push(match[2]!);
  }
  return names;
}

describe('deploy/', () => {
  it('env.example names every variable the server validates', () => {
    const example = deploy('env.example');
    const named = new Set(
      [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]),
    );
    expect(Object.keys(envShape).filter((name) => !named.has(name))).toEqual([]);
    // Placeholders only: nothing that looks like a real key.
    for (const line of example.split('\n').filter((line) => /SECRET=|TOKEN=|KEY=/.test(line)))
      expect(line).toMatch(/=(change-me.*)?$/);
  });

  it("env.example's placeholders are refused at a production start, every one of them", () => {
    const example = deploy('env.example');
    const values = [...example.matchAll(/^([A-Z][A-Z0-9_]+)=(.+)$/gm)]
      .filter(([, name, value]) => /change-me|SMTP_URL/.test(`${name}=${value}`))
      .map(([, name, value]) => [name!, value!] as const);
    expect(values.length).toBeGreaterThanOrEqual(4);
    for (const [, value] of values) expect(PLACEHOLDER_VALUES.has(value)).toBe(true);
    const served = values.filter(([name]) => name in envShape);
    const production = { NODE_ENV: 'production', ...Object.fromEntries(served) };
    expect(() => parseEnv(production)).toThrow(
      new RegExp(served.map(([name]) => `${name}: still the placeholder`).join('[\\s\\S]*')),
    );
    // Outside production (tests, a developer's machine) the same values start.
    expect(() => parseEnv({ ...production, NODE_ENV: 'development' })).not.toThrow();
  });

  it('compose.yaml: two site instances behind nginx by fixed address, PostgreSQL 16, Redis 7, an off-site copy, named volumes', () => {
    const compose = deploy('compose.yaml');
    expect(sectionKeys(compose, 'services')).toEqual([
      'site-a',
      'site-b',
      'nginx',
      'postgres',
      'redis',
      'offsite',
    ]);
    // Both instances are the shared site definition, each at a fixed address; the image's own
    // health check (live) is not replaced by one on ready, which nothing routes on.
    for (const name of ['site-a', 'site-b']) expect(service(compose, name)).toContain('<<: *site');
    const site = compose.slice(compose.indexOf('x-site: &site'), compose.indexOf('services:'));
    expect(site).not.toMatch(/^\s+healthcheck:/m);
    const addressOf = (name: string) =>
      /ipv4_address: (172\.30\.0\.\d+)/.exec(service(compose, name))?.[1];
    expect(addressOf('site-a')).toBe('172.30.0.11');
    expect(addressOf('site-b')).toBe('172.30.0.12');
    expect(compose).toContain('subnet: 172.30.0.0/24');
    expect(site).toMatch(/DATABASE_URL: postgres:\/\/[^\n]*@postgres:5432\//);
    expect(site).toContain('REDIS_URL: redis://redis:6379');
    // nginx runs deploy/nginx.conf upstream to both instances by address (no name to resolve at
    // its start), each with its passive check and as a backup; it waits for no instance.
    // tests/topology runs `nginx -t` on this upstream with no instance running.
    const nginx = service(compose, 'nginx');
    expect(nginx).toContain('./nginx.conf:');
    const upstream = /@UPSTREAM@\|([^|]+)\|/.exec(nginx)?.[1];
    expect(
      upstream
        ?.split(';')
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual([
      'server 172.30.0.11:3000 max_fails=1 fail_timeout=10s',
      'server 172.30.0.12:3000 max_fails=1 fail_timeout=10s',
      'server 172.30.0.11:3000 backup max_fails=0',
      'server 172.30.0.12:3000 backup max_fails=0',
    ]);
    expect(nginx).not.toContain('depends_on');
    expect(nginx).toContain('/api/health/ready');
    expect(service(compose, 'postgres')).toMatch(/image: postgres:16\b/);
    expect(service(compose, 'redis')).toMatch(/image: redis:7\b/);
    expect(service(compose, 'offsite')).toContain('backups:/backups:ro');
    expect(sectionKeys(compose, 'volumes')).toEqual(
      expect.arrayContaining(['site-a-data', 'site-b-data', 'backups', 'postgres-data']),
    );
    // No secret written into the file itself.
    expect(compose).not.toMatch(/PASSWORD: (?!\$\{)/);
  });

  it('Dockerfile: the prepared standalone folder, run as node with a health check on live, pg_dump of the compose server', () => {
    const dockerfile = deploy('../Dockerfile');
    const run = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(run).toContain('COPY --from=build --chown=node:node /app/.next/standalone ./');
    expect(run).toMatch(/^USER node$/m);
    expect(run).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/health\/live/m);
    // The entry the tests start (tests/support/server-command.ts) is the image's.
    expect(run).toContain('CMD ["node", "server/index.mjs"]');
    expect(dockerfile).toContain('node scripts/prepare-standalone.mjs');
    // pg_dump of the server's major version.
    const compose = deploy('compose.yaml');
    const serverMajor = /image: postgres:(\d+)/.exec(compose)?.[1];
    expect(compose).toContain(`PG_CLIENT_MAJOR: '${serverMajor}'`);
    expect(run).toContain('postgresql-client-$PG_CLIENT_MAJOR');
  });

  it('compose.yaml: each service gets only its own variables, never the whole env file', () => {
    const compose = deploy('compose.yaml');
    expect(compose).not.toMatch(/^\s*env_file:/m);
    // The instances: exactly the variables the site validates, each named.
    const site = compose.slice(compose.indexOf('x-site: &site'), compose.indexOf('services:'));
    expect(environmentOf(site).sort()).toEqual(Object.keys(envShape).sort());
    // The off-site copy: its remote and rclone's settings, no secret of the site.
    const offsite = environmentOf(service(compose, 'offsite'));
    expect(offsite.length).toBeGreaterThan(0);
    for (const name of offsite) expect(name).toMatch(/^(OFFSITE_|RCLONE_CONFIG_OFFSITE_)/);
    // PostgreSQL its own; nginx and Redis none.
    expect(environmentOf(service(compose, 'postgres')).sort()).toEqual([
      'POSTGRES_DB',
      'POSTGRES_PASSWORD',
      'POSTGRES_USER',
    ]);
    for (const name of ['nginx', 'redis'])
      expect(environmentOf(service(compose, name))).toEqual([]);
    // The site's secrets and the off-site credentials each reach one kind of service only.
    for (const [name, holder] of [
      ['BOOKING_LINK_SECRET', 'site'],
      ['STAFF_AUTH_SECRET', 'site'],
      ['SMTP_URL', 'site'],
      ['METRICS_TOKEN', 'site'],
      ['RCLONE_CONFIG_OFFSITE_PASS', 'offsite'],
    ] as const) {
      expect(environmentOf(site).includes(name), name).toBe(holder === 'site');
      expect(offsite.includes(name), name).toBe(holder === 'offsite');
    }
    // Every variable of env.example is used by the file (a service's, a build argument, a port).
    const example = deploy('env.example');
    for (const [, name] of example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm))
      expect(compose, `${name} in compose.yaml`).toContain(`\${${name}:`);
  });

  it("compose.yaml: the instances believe X-Forwarded-For from nginx's fixed address alone", () => {
    const compose = deploy('compose.yaml');
    const trusted = /^ {4}TRUSTED_PROXIES: '([^']+)'$/m.exec(compose)?.[1];
    const nginxAddress = /ipv4_address: ([\d.]+)/.exec(service(compose, 'nginx'))?.[1];
    const subnet = /- subnet: ([\d./]+)/.exec(compose)?.[1];
    expect(trusted).toBeDefined();
    expect(trusted).toBe(nginxAddress);
    const parsed = parseTrustedProxies(trusted);
    expect(parsed).toHaveProperty('kind', 'ranges');
    // nginx's address is on the stack's network.
    const network = parseTrustedProxies(subnet);
    expect('list' in network && isTrusted(network.list, nginxAddress!)).toBe(true);
    // And it alone: another container of the network is not believed.
    expect('list' in parsed && isTrusted(parsed.list, '172.30.0.11')).toBe(false);
  });

  it("alerts.yaml carries the issue's thresholds (their behaviour: src/ops/alerts.test.ts)", () => {
    const alerts = deploy('alerts.yaml');
    expect(alerts).toContain('max(cluville_outbox_oldest_pending_seconds) > 900');
    expect(alerts).toContain('min(min_over_time(cluville_outbox_mails{status="failed"}[24h]))');
    expect(alerts).toContain('> 2 * 86400'); // booking-purge, every 24 h
    expect(alerts).toContain('> 2 * 60'); // booking-lifecycle, every minute
    // The site's label for a scheduled job is job_name: Prometheus owns `job`.
    expect(alerts).not.toMatch(/cluville_job_last_success_timestamp_seconds\{job=/);
    expect(alerts).toContain('> max(cluville_backup_interval_seconds) + 2 * 3600');
    expect(alerts).toContain('max(increase(cluville_backup_failures_total[90m])) > 0');
    expect(alerts).toContain('sum by (reason) (increase(cluville_booking_errors_total[10m])) > 0');
    expect(alerts).toMatch(/probe_success\{job="cluville-ready"\} == 0\n\s+for: 2m/);
  });
});
