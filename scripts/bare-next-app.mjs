// A bare Next.js app with this project's Next.js: one layout, one static page saying hello. The
// references the site is measured against (first-load JavaScript, throughput) are its answers.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes the bare app's files into `dir` (its `app/` may get more pages from the caller). */
export function writeBareAppShell(dir) {
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bare-next-app', private: true }),
  );
  // Its own (empty) configuration: Next.js would otherwise find the site's next.config.ts above.
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default {};\n');
  // Its own (empty) instrumentation hook: without one, the build takes the site's
  // src/instrumentation.ts (its database, booking outbox and scheduled jobs) into the bare app.
  writeFileSync(path.join(dir, 'instrumentation.js'), 'export function register() {}\n');
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    'export default function Layout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    'export default function Page() {\n  return <h1>Hello</h1>;\n}\n',
  );
}
