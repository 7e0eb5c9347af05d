// The tagged build's test values (./tagged-build.mjs), in a file of their own with no imports, so
// playwright.config.ts can read them as it reads tests/wordpress/preview.mjs.
export const TEST_GTM_ID = 'GTM-E2ETEST';
export const TEST_MAPS_KEY = 'e2e-test-maps-key';
