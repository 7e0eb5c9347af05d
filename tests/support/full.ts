// `FULL=1`: the release run. The long soak of the fault suite's load test and the fuzz suite's
// full count of generated requests run only then; CI runs the shorter forms of the same checks
// (docs/testing.md, "Before a release: FULL=1").
export const FULL = process.env.FULL === '1';
