// Newsletter sign-ups from the footer form (JSON with JavaScript, a form post without it).
import { handleNewsletterPost } from '@/newsletter/handler';
import { getNewsletterService } from '@/newsletter/runtime';
import { otherMethodsRefused } from '@/lib/http/methods';

/** Every other method: 405 with `Allow: POST`. */
export const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('POST');

export async function POST(request: Request) {
  return handleNewsletterPost(request, getNewsletterService());
}
