export const TEST_GTM_ID: string;
export const TEST_MAPS_KEY: string;
