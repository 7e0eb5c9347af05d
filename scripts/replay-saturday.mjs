#!/usr/bin/env node
// Replays the Saturday attack of the verified-requests change: six Legendary Party requests (a
// hall and two rooms each) from one client address, each with its own made-up e-mail and phone,
// on a Saturday two weeks ahead, and the free starts of every package before and after. Against
// a running site that trusts a proxy on loopback (so the address can be given):
//
//   DATA_DIR=$(mktemp -d) TRUSTED_PROXIES=127.0.0.1/32 node server/index.mjs -p 3901 &
//   node scripts/replay-saturday.mjs http://127.0.0.1:3901
const base = process.argv[2] ?? 'http://127.0.0.1:3901';
const packages = ['little-explorer', 'big-adventurer', 'legendary-party'];
const day = new Date();
day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7) + 14);
const date = day.toISOString().slice(0, 10);

async function freeStarts(pkg) {
  const response = await fetch(
    `${base}/api/availability?form=birthday&package=${pkg}&date=${date}`,
  );
  const answer = await response.json();
  return answer.days[0].slots.filter((slot) => slot.free).map((slot) => slot.time);
}
async function countAll() {
  const counts = {};
  for (const pkg of packages) counts[pkg] = (await freeStarts(pkg)).length;
  return counts;
}

console.log(`${date}: free starts before`, await countAll());
const starts = await freeStarts('legendary-party');
for (let i = 0; i < 6; i++) {
  const time = starts[Math.min(i * 2, starts.length - 1)] ?? '10:00';
  const response = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', origin: base },
    body: JSON.stringify({
      form: 'birthday',
      package: 'legendary-party',
      cake: 'no',
      children: '10',
      date,
      time,
      name: `Parent ${'ABCDEF'[i]}`,
      email: `made.up${i}@example.com`,
      phone: `+382 69 10${i} 20${i}`,
      message: '',
      locale: 'en',
    }),
  });
  console.log(
    `request ${i + 1} at ${time}: ${response.status} ${(await response.json()).error ?? 'stored'}`,
  );
}
console.log('free starts after', await countAll());
