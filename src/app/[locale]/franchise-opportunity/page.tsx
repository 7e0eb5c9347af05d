import { cmsRoute } from '@/components/page/cms-route';

const route = cmsRoute('/franchise-opportunity');
export const generateMetadata = route.generateMetadata;
export default route.Page;
