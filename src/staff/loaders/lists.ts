// The desk's lists: the blocked times ahead, and the mails the outbox gave up on.
import type { Locale } from '@/content/types';
import { getDatabase } from '@/lib/db/client';
import type { BlockedTimeRow } from '@/lib/db/schema';
import { listBlocks } from '@/booking/db/blocks-repository';
import { ALL_RESOURCES } from '@/booking/db/holds-repository';
import { listFailedMails } from '@/booking/db/outbox-repository';
import { loadBookingContext } from '@/booking/server/runtime';
import { deskResources, venueDate } from '../desk';
import { staffTranslator } from '../translate';

/** How far ahead the blocks list looks. */
const BLOCKS_AHEAD_MS = 400 * 86_400_000;

export interface Blocks {
  /** What a block can be on: everything first, then each room and hall, with its name. */
  choices: { id: string; name: string }[];
  /** The blocks ahead, each with the name of what it is on. */
  blocks: (BlockedTimeRow & { name: string })[];
  today: string;
}

export async function loadBlocks(lang: Locale): Promise<Blocks> {
  const t = staffTranslator(lang);
  const context = await loadBookingContext(lang);
  const choices = [
    { id: ALL_RESOURCES, name: t('blocks.all') },
    ...deskResources(context).map((resource) => ({
      id: resource.id,
      name: resource.kind === 'hall' ? t('day.hall', { number: resource.hall! }) : resource.title,
    })),
  ];
  const now = new Date();
  const blocks = await listBlocks(
    (await getDatabase()).db,
    now,
    new Date(now.getTime() + BLOCKS_AHEAD_MS),
  );
  return {
    choices,
    blocks: blocks.map((block) => ({
      ...block,
      name: choices.find((choice) => choice.id === block.resource)?.name ?? block.resource,
    })),
    today: venueDate(now),
  };
}

export type FailedMail = Awaited<ReturnType<typeof listFailedMails>>[number];

export async function loadFailedMails(): Promise<FailedMail[]> {
  return listFailedMails((await getDatabase()).db);
}
