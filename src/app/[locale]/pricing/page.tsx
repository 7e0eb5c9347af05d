import { cmsRoute } from '@/components/page/cms-route';

const route = cmsRoute('/pricing');
export const generateMetadata = route.generateMetadata;
export default route.Page;
