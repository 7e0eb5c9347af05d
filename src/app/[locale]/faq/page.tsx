import { cmsRoute } from '@/components/page/cms-route';

const route = cmsRoute('/faq');
export const generateMetadata = route.generateMetadata;
export default route.Page;
