// Newsletter sign-ups from the footer form (JSON with JavaScript, a form post without it).
import { handleNewsletterPost } from '@/newsletter/handler';
import { getNewsletterService } from '@/newsletter/server';

export async function POST(request: Request) {
  return handleNewsletterPost(request, getNewsletterService());
}
