#!/usr/bin/env node
// Fixes in installed dependencies that their releases do not have yet, applied after every
// `npm install` (the `postinstall` script). Each fix names the exact version it was written for,
// finds the exact text it replaces, and is idempotent. A version that no longer has the text
// fails the install loudly, so an upgrade is a deliberate step: drop the fix once the release
// carries it.
//
// postgres 3.4.9 (porsager/postgres#1186 and the write after a close): when PostgreSQL cuts a
// connection in the middle of a transaction (a restart, pg_terminate_backend), the transaction's
// later queries may wait forever, may run on the connection's next session outside any
// transaction, and a write scheduled just before the close throws on the closed socket and leaves
// the connection unable to send anything again. Under a burst of bookings during a restart the
// pool stopped answering (tests/faults/trust.faults.test.ts, "a burst of 50…").
//   1. A transaction whose connection closed rejects its queued and later queries.
//   2. A closed connection forgets the bytes and the write it had scheduled, so its next session
//      starts clean; a write with no socket is dropped instead of throwing.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {{ pkg: string, version: string, files: string[], edits: { find: string, replace: string, all?: number }[] }[]} */
const FIXES = [
  {
    pkg: 'postgres',
    version: '3.4.9',
    files: ['src/index.js', 'cjs/src/index.js', 'cf/src/index.js'],
    edits: [
      {
        find: `    let savepoints = 0
      , connection
      , prepare = null

    try {
      await sql.unsafe('begin ' + options.replace(/[^a-z ]/ig, ''), [], { onexecute }).execute()
      return await Promise.race([
        scope(connection, fn),
        new Promise((_, reject) => connection.onclose = reject)
      ])`,
        replace: `    let savepoints = 0
      , connection
      , prepare = null
      , lost = null
      , onlost = null

    try {
      await sql.unsafe('begin ' + options.replace(/[^a-z ]/ig, ''), [], { onexecute }).execute()
      if (lost)
        throw lost
      return await Promise.race([
        scope(connection, fn),
        new Promise((_, reject) => onlost = reject)
      ])`,
      },
      {
        find: `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        c.queue === full`,
        replace: `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        if (lost)
          return q.reject(lost)
        c.queue === full`,
      },
      {
        find: `    function onexecute(c) {
      connection = c
      move(c, reserved)`,
        replace: `    function onexecute(c) {
      connection = c
      // cluville fix: once its connection closes, the transaction is over; its queued and later
      // queries fail, never waiting forever or running on the connection's next session.
      c.onclose = e => {
        lost = e
        while (queries.length)
          queries.shift().reject(e)
        onlost && onlost(e)
      }
      move(c, reserved)`,
      },
    ],
  },
  {
    pkg: 'postgres',
    version: '3.4.9',
    files: ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js'],
    edits: [
      {
        find: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
        replace: `  function nextWrite(fn) {
    // cluville fix: a write scheduled before the connection closed has no socket to go to.
    if (!socket) {
      chunk = nextWriteTimer = null
      return true
    }
    const x = socket.write(chunk, fn)`,
      },
      {
        // In terminate() and closed(): forget the scheduled write, so the next session's first
        // write (its startup message) is sent.
        find: `    clearImmediate(nextWriteTimer)
`,
        replace: `    clearImmediate(nextWriteTimer)
    nextWriteTimer = chunk = null
`,
        all: 2,
      },
    ],
  },
];

let changed = 0;
for (const fix of FIXES) {
  const dir = path.join(root, 'node_modules', fix.pkg);
  if (!existsSync(dir)) continue;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (version !== fix.version) {
    console.error(
      `patch-dependencies: ${fix.pkg} is ${version}, the fix in scripts/patch-dependencies.mjs was written for ${fix.version}: check whether the release carries it, then update or drop the fix`,
    );
    process.exit(1);
  }
  for (const file of fix.files) {
    const target = path.join(dir, file);
    let text = readFileSync(target, 'utf8');
    let edited = false;
    for (const edit of fix.edits) {
      if (text.includes(edit.replace)) continue; // applied already
      const count = text.split(edit.find).length - 1;
      if (count !== (edit.all ?? 1)) {
        console.error(
          `patch-dependencies: ${fix.pkg}/${file}: expected the text to fix ${edit.all ?? 1} time(s), found it ${count} time(s)`,
        );
        process.exit(1);
      }
      text = text.split(edit.find).join(edit.replace);
      edited = true;
    }
    if (edited) {
      writeFileSync(target, text);
      changed += 1;
    }
  }
}
if (changed) console.log(`patch-dependencies: fixed ${changed} file(s)`);
