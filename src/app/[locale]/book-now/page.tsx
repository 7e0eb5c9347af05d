import { cmsRoute } from '@/components/page/cms-route';

const route = cmsRoute('/book-now');
export const generateMetadata = route.generateMetadata;
export default route.Page;
