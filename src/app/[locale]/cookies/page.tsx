import { cmsRoute } from '@/components/page/cms-route';

const route = cmsRoute('/cookies');
export const generateMetadata = route.generateMetadata;
export default route.Page;
