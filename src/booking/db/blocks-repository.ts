// Times the staff close on one resource or on all (`*`): the availability service reads them as
// holds (repository.ts, listHolds) and the database refuses a holding booking over one
// (drizzle/0005's trigger, which checks under a shared advisory lock; blocks are written under
// the exclusive one, so a block and a booking written together cannot miss each other).
import { asc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { blockedTimes, type BlockedTimeRow } from '@/lib/db/schema';
import { reachesInto } from './overlap';

export interface NewBlock {
  resource: string;
  startsAt: Date;
  endsAt: Date;
  label: string;
  /** The staff member's address. */
  createdBy: string;
}

export async function addBlock(db: Database, block: NewBlock): Promise<BlockedTimeRow> {
  if (!(block.endsAt > block.startsAt)) throw new Error('a block ends after it starts');
  return db.transaction(async (tx) => {
    // The trigger's key: this schema's blocks (drizzle/0005).
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.blocked_times'))`,
    );
    const [row] = await tx.insert(blockedTimes).values(block).returning();
    return row!;
  });
}

export async function removeBlock(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(blockedTimes)
    .where(eq(blockedTimes.id, id))
    .returning({ id: blockedTimes.id });
  return rows.length > 0;
}

/** Blocks that reach into [from, to), earliest first. */
export async function listBlocks(db: Database, from: Date, to: Date): Promise<BlockedTimeRow[]> {
  return db
    .select()
    .from(blockedTimes)
    .where(reachesInto(blockedTimes.startsAt, blockedTimes.endsAt, from, to))
    .orderBy(asc(blockedTimes.startsAt), asc(blockedTimes.id));
}
