#!/usr/bin/env bash
# Alternates `next start` and the server entry on the same build; prints requests/s of / per run.
cd "$(dirname "$0")/.."
for round in 1 2 3; do
  for kind in next entry; do
    if [ $kind = next ]; then cmd="node node_modules/next/dist/bin/next start -p ${BENCH_PORT:-6330}"; else cmd="node server/index.mjs -p ${BENCH_PORT:-6330}"; fi
    setsid $cmd > /dev/null 2>&1 & pid=$!
    for i in $(seq 1 40); do curl -sf -o /dev/null http://127.0.0.1:${BENCH_PORT:-6330}/ && break; sleep 0.5; done
    npx -y autocannon@8 -c 10 -d 3 http://127.0.0.1:${BENCH_PORT:-6330}/ > /dev/null 2>&1 # warm-up
    rps=$(npx -y autocannon@8 -c 10 -d 10 -j http://127.0.0.1:${BENCH_PORT:-6330}/ 2>/dev/null | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);console.log(r.requests.average, r.latency.p50, r.non2xx)})')
    echo "$round $kind $rps"
    kill -- -$pid; sleep 1
  done
done
