import { cmsRoute } from '@/components/page/cms-route';
import { TeamEnquiryForm } from '@/modules/book-now/team-enquiry-form';

// The only route that imports the enquiry form: no other page loads its code.
const route = cmsRoute('/team-building', { forms: { team: TeamEnquiryForm } });
export const generateMetadata = route.generateMetadata;
export default route.Page;
