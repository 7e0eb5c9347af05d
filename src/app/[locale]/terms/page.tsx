import { cmsRoute } from '@/components/page/cms-route';

const route = cmsRoute('/terms', { variant: { hero: 'compact' } });
export const generateMetadata = route.generateMetadata;
export default route.Page;
