import { cmsRoute } from '@/components/page/cms-route';

const route = cmsRoute('/our-story', { bookingCta: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
