// Slugs: a product without one gets one made from its title, unique among its group's products
// ("american-gold-eagle-1-oz", then "american-gold-eagle-1-oz-2", ...).
import { sql } from 'kysely';
import type { Tx } from '../db/database';

const SLUG_MAX_LENGTH = 80;

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'product';
}

/** Hands out slugs unique against the taken ones (and against each other). */
export class SlugAllocator {
  constructor(private readonly taken: Set<string>) {}

  /** Marks an explicit slug as used; false when it already was. */
  claim(slug: string): boolean {
    if (this.taken.has(slug)) return false;
    this.taken.add(slug);
    return true;
  }

  fromTitle(title: string): string {
    const base = slugify(title);
    let slug = base;
    for (let suffix = 2; this.taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    this.taken.add(slug);
    return slug;
  }
}

/**
 * Serialises slug choices within a group until the transaction ends, so two writers adding products
 * with the same title at the same moment cannot both pick the same new slug.
 */
export async function lockGroupSlugs(tx: Tx, groupId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`products.slug:${groupId}`}, 0))`.execute(tx);
}

/**
 * The slugs taken in a group that could collide with slugs made from these titles (same base, with
 * or without a numeric suffix), plus the explicit slugs given. One query whatever the number of titles.
 */
export async function takenSlugs(tx: Tx, groupId: string, titles: readonly string[], explicit: readonly string[] = []): Promise<Set<string>> {
  const bases = [...new Set(titles.map(slugify))];
  const wanted = [...new Set([...bases, ...explicit])];
  if (!wanted.length) return new Set();
  const result = await sql<{ slug: string }>`
    select slug from products
    where group_id = ${groupId}::uuid
      and (slug = any (${wanted}::text[]) or substring(slug from '^(.*)-[0-9]+$') = any (${bases}::text[]))
  `.execute(tx);
  return new Set(result.rows.map((row) => row.slug));
}
