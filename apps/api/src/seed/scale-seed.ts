// A dealer's years of business in one group, for the scale benches (issue 37): customers, orders on
// both sides with their lines, payments, refunds and timelines, the inventory items completed
// purchases received, and collections naming catalog products. Written in one transaction with
// set-based statements (generate_series over temporary tables), as role bullion_app under the
// group's scope, so every policy, constraint and trigger of the schema applies as it does to a
// request. The rows are the ones the API writes for the same history (order-writes.ts, refunds.ts,
// fulfilment.ts): numbers from order_counters, lines priced by hand at the quote's spot so that they
// add up to the order's total, paid and refunded the sums of the payments, one event per step.
// Values are pseudo-random but the same on every run (md5 of a seed, a tag and a row number).
import { ORDER_NUMBER_DIGITS, QUOTE_TTL_MS, lineDeclaredFineOzt, type ItemWeightUnit, type OrderLineInputParsed } from '@bullion/contract';
import { sql, type RawBuilder } from 'kysely';
import { scoped, type Db, type Tx } from '../db/database';
import { snapshotLines } from '../orders/lines';

export interface ScaleSeedOptions {
  groupId: string;
  orders: number;
  /** Lines per order on average (1 to 2 × lines − 1 each). */
  lines: number;
  customers: number;
  collections: number;
  entries: number;
  /** Entries of the two large collections added when above 0 (the group gets products of its own when the catalog has too few). */
  bigCollection: number;
  /** Changes every pseudo-random value. */
  seed: number;
  /** Told of each step done, with its time. */
  log?: (message: string) => void;
}

export interface ScaleSeedResult {
  groupId: string;
  customers: number;
  orders: number;
  lines: number;
  payments: number;
  itemsReceived: number;
  collections: number;
  entries: number;
  ids: { customerId: string | null; orderId: string | null; collectionId: string | null; bigCollectionId: string | null };
}

/** Custom lines a dealer writes by hand (junk silver, scrap): priced like the rest, no catalog product. */
const CUSTOM_LINES: OrderLineInputParsed[] = [
  { title: '90% silver US coins, $10 face', metal: 'silver', form: 'coin', weight: '8.0375', weightUnit: 'ozt', purity: '0.9', quantity: 1 },
  { title: 'Sterling flatware (scrap)', metal: 'silver', form: 'other', weight: '500', weightUnit: 'g', purity: '0.925', quantity: 1 },
  { title: '14k gold jewellery (scrap)', metal: 'gold', form: 'other', weight: '20', weightUnit: 'g', purity: '0.585', quantity: 1 },
  { title: 'Generic silver round 1 oz', metal: 'silver', form: 'round', weight: '1', weightUnit: 'ozt', purity: '0.999', quantity: 1 },
] as OrderLineInputParsed[];

const FIRST_NAMES = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Wei', 'Aiko', 'Priya', 'Olu', 'Fatima', 'Lars', 'Ingrid', 'Mateo', 'Sofia', 'Noah'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Chen', 'Nakamura', 'Patel', 'Okafor', 'Haddad', 'Nilsson', 'Berg', 'Rossi', 'Novak'];
const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example.com'];
const COLLECTION_THEMES = ['Type set', 'Year set', 'Bullion stack', 'Wish list', 'Graded set', 'Gift ideas', 'Mint set', 'World coins', 'Bars', 'Lunar series'];

const textArray = (values: readonly string[]) => sql`(array[${sql.join(values.map((value) => sql`${value}::text`))}])`;

/** A value in [0, 1) fixed by the seed, a tag and a row expression. */
function rnd(seed: number, tag: string, row: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(('x' || substr(md5(${`${seed}:${tag}:`}::text || (${row})::text), 1, 8))::bit(32)::bigint / 4294967296.0)`;
}

interface ProductSnapshot {
  productId: string | null;
  title: string;
  metal: string | null;
  form: string | null;
  weight: string | null;
  weightUnit: string;
  purity: string | null;
  fineOzt: string | null;
  categoryPath: number[];
  declaredFineOzt: string | null;
  year: number | null;
  obverseImage: string | null;
  reverseImage: string | null;
}

/** What an order line of each catalog product (and each custom line) is: the app's own snapshot. */
async function lineSources(tx: Tx, groupId: string): Promise<ProductSnapshot[]> {
  const products = await tx
    .selectFrom('products_visible')
    .select(['id', 'year', 'obverse_image', 'reverse_image'])
    .where('status', '=', 'published')
    .where('metal', 'in', ['gold', 'silver', 'platinum', 'palladium'])
    .orderBy('slug')
    .execute();
  const inputs = [...products.map((product) => ({ productId: product.id, quantity: 1 }) as OrderLineInputParsed), ...CUSTOM_LINES];
  const snapshots = await snapshotLines(tx, groupId, 'buy', inputs);
  return snapshots.flatMap((line, index) => {
    // A line the seed cannot price from its metal content is left out (no melt to price against).
    if (!line.fineOztPerUnit || !line.metal) return [];
    const product = products[index];
    return [
      {
        productId: line.productId,
        title: line.title,
        metal: line.metal,
        form: line.form,
        weight: line.weight,
        weightUnit: line.weightUnit,
        purity: line.purity,
        fineOzt: line.fineOztPerUnit,
        categoryPath: line.categoryPath,
        declaredFineOzt: lineDeclaredFineOzt({ weight: line.weight, weightUnit: line.weightUnit as ItemWeightUnit, purity: line.purity, fineOztPerUnit: line.fineOztPerUnit }),
        year: product?.year ?? null,
        obverseImage: product?.obverse_image ?? null,
        reverseImage: product?.reverse_image ?? null,
      },
    ];
  });
}

/** The user the history is written by: the group's creator, else its first member. */
async function groupActor(db: Db, groupId: string): Promise<string> {
  const row = await sql<{ user_id: string | null }>`
    select coalesce(g.created_by, (select m.user_id from group_members m where m.group_id = g.id order by m.id limit 1)) as user_id
    from groups g where g.id = ${groupId}::uuid
  `.execute(db);
  const userId = row.rows[0]?.user_id;
  if (row.rows.length === 0) throw new Error(`No group has the id ${groupId}.`);
  if (!userId) throw new Error(`Group ${groupId} has no member to write its history as.`);
  return userId;
}

export async function seedScale(db: Db, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const { groupId, seed } = options;
  const userId = await groupActor(db, groupId);
  const r = (tag: string, row: RawBuilder<unknown>) => rnd(seed, tag, row);
  return scoped(db, { userId, groupIds: [groupId] }, async (tx) => {
    const g = sql`${groupId}::uuid`;
    const actor = sql`${userId}::uuid`;
    const run = (query: RawBuilder<unknown>) => query.execute(tx);
    // Temporary tables have no statistics until analysed: without them the joins below are planned as nested loops.
    const analyse = (table: string) => run(sql`analyze ${sql.raw(table)}`);
    let started = performance.now();
    const done = (what: string) => {
      options.log?.(`${what} (${Math.round(performance.now() - started)} ms)`);
      started = performance.now();
    };

    // ---------------------------------------------------------------- what lines are made of
    const sources = await lineSources(tx, groupId);
    if (!sources.length) throw new Error('The catalog has no product to write order lines of.');
    await run(sql`
      create temp table seed_source on commit drop as
      select (row_number() over ())::int as n, s.*
      from jsonb_to_recordset(${JSON.stringify(sources)}::jsonb) as s(
        "productId" uuid, title text, metal text, form text, weight numeric, "weightUnit" text, purity numeric, "fineOzt" numeric,
        "categoryPath" int[], "declaredFineOzt" numeric, year int, "obverseImage" text, "reverseImage" text
      )
    `);
    await run(sql`create unique index on seed_source (n)`);
    await analyse('seed_source');
    const sourceCount = sources.length;

    // A spot history for the three years (USD/ozt per metal and day back from today), drifting up with some noise.
    await run(sql`
      create temp table seed_spot on commit drop as
      select d as day,
        round((1750 + 900 * (1 - d / 1200.0) + 60 * sin(d / 23.0))::numeric, 2) as gold,
        round((21 + 11 * (1 - d / 1200.0) + 1.5 * sin(d / 17.0))::numeric, 2) as silver,
        round((920 + 120 * sin(d / 41.0))::numeric, 2) as platinum,
        round((1000 + 300 * sin(d / 53.0))::numeric, 2) as palladium,
        round((4600 + 900 * sin(d / 61.0))::numeric, 2) as rhodium
      from generate_series(0, 1300) d
    `);
    await run(sql`create unique index on seed_spot (day)`);
    await analyse('seed_spot');

    // ---------------------------------------------------------------- customers
    const windowDays = 3 * 365;
    await run(sql`
      create temp table seed_customer on commit drop as
      select n, gen_random_uuid() as id,
        ${textArray(FIRST_NAMES)}[1 + floor(${r('first', sql`n`)} * ${FIRST_NAMES.length})::int] as first_name,
        ${textArray(LAST_NAMES)}[1 + floor(${r('last', sql`n`)} * ${LAST_NAMES.length})::int] as last_name,
        -- In the order they became customers: from 90 days before the first order to a week ago.
        now() - make_interval(secs => (${windowDays + 90} - (n - 1) * ${(windowDays + 83) / Math.max(1, options.customers)}::numeric) * 86400.0) as created_at
      from generate_series(1, ${options.customers}) n
    `);
    await run(sql`create unique index on seed_customer (n)`);
    await analyse('seed_customer');
    await run(sql`
      insert into customers (id, group_id, name, email, phone, address, notes, created_by_user_id, updated_by_user_id, created_at, updated_at)
      select c.id, ${g}, c.first_name || ' ' || c.last_name,
        case when ${r('email', sql`c.n`)} < 0.9 then lower(c.first_name || '.' || c.last_name || c.n) || '@' || ${textArray(DOMAINS)}[1 + (c.n % ${DOMAINS.length})] end,
        case when ${r('phone', sql`c.n`)} < 0.7 then '+1 555 ' || lpad((c.n % 1000)::text, 3, '0') || ' ' || lpad(((c.n * 7919) % 10000)::text, 4, '0') end,
        case when ${r('address', sql`c.n`)} < 0.5 then (10 + c.n % 990) || ' Main Street, Springfield' end,
        case when ${r('notes', sql`c.n`)} < 0.1 then 'Prefers wire transfers; call before shipping.' end,
        ${actor}, ${actor}, c.created_at, c.created_at
      from seed_customer c order by c.n
    `);
    done(`${options.customers} customers`);

    // ---------------------------------------------------------------- orders
    // Age in days (more orders lately: a growing business), side, status by age, timeline offsets.
    await run(sql`
      create temp table seed_order on commit drop as
      with base as (
        select n,
          ${windowDays} * power(${r('age', sql`n`)}, 1.3) as age,
          case when ${r('side', sql`n`)} < 0.58 then 'sell' else 'buy' end as side,
          ${r('status', sql`n`)} as s,
          ${r('cancel', sql`n`)} as c,
          1 + floor(${r('lines', sql`n`)} * ${Math.max(1, 2 * options.lines - 1)})::int as line_count
        from generate_series(1, ${options.orders}) n
      ),
      placed as (
        select b.*, now() - make_interval(secs => b.age * 86400) as created_at,
          -- Old orders have run their course; recent ones are still on their way.
          case
            when b.age > 45 then case
              when b.s < 0.84 then 'completed' when b.s < 0.92 then 'cancelled' when b.s < 0.94 and b.side = 'sell' then 'reversed'
              when b.s < 0.95 then 'fulfilled' when b.s < 0.96 then 'paid' when b.s < 0.97 then 'confirmed'
              when b.s < 0.985 then 'quoted' else 'draft' end
            else case
              when b.s < 0.5 then 'completed' when b.s < 0.6 then 'fulfilled' when b.s < 0.7 then 'paid' when b.s < 0.8 then 'confirmed'
              when b.s < 0.88 then 'quoted' when b.s < 0.95 then 'draft' else 'cancelled' end
          end as status,
          -- The steps take at most a week, and never reach today.
          least(b.age * 0.8, 7) * 86400 as span
        from base b
      )
      select p.n, gen_random_uuid() as id, p.side, p.status, p.created_at, p.line_count,
        -- The customers who were customers by then; the older ones come back more often.
        (select 1 + floor(power(${r('customer', sql`p.n`)}, 2) * greatest(1, least(${options.customers},
          floor((${windowDays + 90} - p.age) / ${(windowDays + 83) / Math.max(1, options.customers)}::numeric) + 1)))::int) as customer_n,
        -- Quoted unless it stayed a draft or was cancelled as one.
        case when p.status = 'draft' or (p.status = 'cancelled' and p.c < 0.5) then null
          else p.created_at + make_interval(secs => p.span * 0.02) end as quoted_at,
        case when p.status in ('confirmed', 'paid', 'fulfilled', 'completed', 'reversed') or (p.status = 'cancelled' and p.c >= 0.8)
          then p.created_at + make_interval(secs => p.span * 0.025) end as confirmed_at,
        case when p.status in ('paid', 'fulfilled', 'completed', 'reversed') or (p.status = 'confirmed' and p.c < 0.4)
          then p.created_at + make_interval(secs => p.span * 0.3) end as paid_at,
        case when p.status in ('fulfilled', 'completed', 'reversed') then p.created_at + make_interval(secs => p.span * 0.6) end as fulfilled_at,
        case when p.status in ('completed', 'reversed') then p.created_at + make_interval(secs => p.span * 0.9) end as completed_at,
        case when p.status = 'reversed' then p.created_at + make_interval(secs => p.span * 0.95) end as reversed_at,
        case when p.status = 'cancelled' then p.created_at + make_interval(secs => p.span * 0.5) end as cancelled_at,
        -- A part refunded after completion now and then; a reversed sale refunded in full.
        case when p.status = 'reversed' then 1.0 when p.status = 'completed' and p.c < 0.03 then 0.1 end as refund_share,
        case when p.side = 'sell' then (array['wire', 'check', 'card'])[1 + floor(${r('method', sql`p.n`)} * 3)::int]
          else (array['cash', 'wire', 'check'])[1 + floor(${r('method', sql`p.n`)} * 3)::int] end as method,
        case when ${r('notes', sql`p.n`)} < 0.15 then (array['Walk-in', 'Phone order', 'Show purchase', 'Repeat customer, ships to office'])[1 + floor(${r('note', sql`p.n`)} * 4)::int] end as notes,
        floor(p.age)::int as age_days
      from placed p
    `);
    await run(sql`create unique index on seed_order (n)`);
    await analyse('seed_order');
    // Numbers as order_counters gives them: per side, in the order the orders were created.
    await run(sql`alter table seed_order add column number text`);
    await run(sql`
      update seed_order o set number = (case o.side when 'sell' then 'SO-' else 'BO-' end)
        || lpad((coalesce(c.last_number, 0) + x.k)::text, ${ORDER_NUMBER_DIGITS}, '0')
      from (select n, side, row_number() over (partition by side order by created_at, n) as k from seed_order) x
      left join order_counters c on c.group_id = ${g} and c.side = x.side
      where x.n = o.n
    `);

    // ---------------------------------------------------------------- lines
    // Priced by hand at the spot of the quote (or of the day a draft was written): a sale above melt,
    // a purchase below it, so no line needs a melt reason.
    await run(sql`
      create temp table seed_line on commit drop as
      select o.n as order_n, pos.position, gen_random_uuid() as id, s.*, sp.spot,
        greatest(1, case when s.metal = 'silver' then 1 + floor(power(${r('qty', sql`o.n * 256 + pos.position`)}, 3) * 200)
          else 1 + floor(power(${r('qty', sql`o.n * 256 + pos.position`)}, 3) * 10) end)::int as quantity,
        round(s."fineOzt" * sp.spot * case when o.side = 'sell' then 1.04 + 0.08 * ${r('premium', sql`o.n * 256 + pos.position`)}
          else 0.90 + 0.06 * ${r('premium', sql`o.n * 256 + pos.position`)} end, 2) as unit_price
      from seed_order o
      cross join lateral generate_series(0, o.line_count - 1) as pos(position)
      join seed_source s on s.n = 1 + floor(${r('source', sql`o.n * 256 + pos.position`)} * ${sourceCount})::int
      join seed_spot d on d.day = o.age_days
      cross join lateral (select case s.metal when 'gold' then d.gold when 'silver' then d.silver when 'platinum' then d.platinum
        when 'palladium' then d.palladium end as spot) sp
    `);
    await run(sql`alter table seed_line add column line_total numeric`);
    await run(sql`update seed_line set line_total = unit_price * quantity`);
    await run(sql`alter table seed_order add column total numeric`);
    await run(sql`update seed_order o set total = l.total from (select order_n, sum(line_total) as total from seed_line group by order_n) l where l.order_n = o.n`);
    await run(sql`create unique index on seed_line (order_n, position)`);
    await analyse('seed_line');
    done('orders and lines planned');

    // ---------------------------------------------------------------- payments
    await run(sql`
      create temp table seed_payment on commit drop as
      select gen_random_uuid() as id, o.n as order_n, 'payment' as kind, o.method,
        case when o.status = 'confirmed' then round(o.total * 0.3, 2) else o.total end as amount, o.paid_at as at
      from seed_order o where o.paid_at is not null
      union all
      select gen_random_uuid(), o.n, 'refund', o.method, round(o.total * o.refund_share, 2),
        coalesce(o.reversed_at, o.completed_at) + interval '1 hour'
      from seed_order o where o.refund_share is not null
    `);
    await run(sql`create index on seed_payment (order_n)`);
    await analyse('seed_payment');
    await run(sql`alter table seed_order add column paid numeric not null default 0, add column refunded numeric not null default 0`);
    await run(sql`
      update seed_order o set paid = p.paid, refunded = p.refunded
      from (
        select order_n, coalesce(sum(amount) filter (where kind = 'payment'), 0) as paid, coalesce(sum(amount) filter (where kind = 'refund'), 0) as refunded
        from seed_payment group by order_n
      ) p
      where p.order_n = o.n
    `);

    // ---------------------------------------------------------------- items received by completed purchases
    await run(sql`alter table seed_line add column item_id uuid`);
    await run(sql`update seed_line l set item_id = gen_random_uuid() from seed_order o where o.n = l.order_n and o.side = 'buy' and o.completed_at is not null`);
    await run(sql`alter table seed_order add column received jsonb not null default '[]'`);
    await run(sql`
      update seed_order o set received = l.items
      from (
        select order_n, jsonb_agg(jsonb_build_object('itemId', item_id, 'dispositionId', null) order by position) as items
        from seed_line where item_id is not null group by order_n
      ) l
      where l.order_n = o.n
    `);
    await analyse('seed_line');
    await analyse('seed_order');

    // ---------------------------------------------------------------- the orders themselves
    await run(sql`
      insert into orders (id, group_id, number, side, status, customer_id, customer_name, notes, subtotal, total, paid, refunded,
        quoted_at, quote_expires_at, quote_spot, version, created_by_user_id, updated_by_user_id, created_at, updated_at)
      select o.id, ${g}, o.number, o.side, o.status, c.id, c.first_name || ' ' || c.last_name, o.notes, o.total, o.total,
        o.paid, o.refunded,
        o.quoted_at, o.quoted_at + make_interval(secs => ${QUOTE_TTL_MS / 1000}),
        case when o.quoted_at is not null then jsonb_build_object('gold', d.gold::text, 'silver', d.silver::text, 'platinum', d.platinum::text,
          'palladium', d.palladium::text, 'rhodium', d.rhodium::text,
          'updatedAt', to_char((o.quoted_at - interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end,
        1 + (o.quoted_at is not null)::int + (o.confirmed_at is not null)::int + (o.paid_at is not null)::int + (o.fulfilled_at is not null)::int
          + (o.completed_at is not null)::int + (o.reversed_at is not null)::int + (o.cancelled_at is not null)::int + (o.refund_share is not null)::int,
        ${actor}, ${actor}, o.created_at,
        greatest(o.created_at, o.quoted_at, o.confirmed_at, o.paid_at, o.fulfilled_at, o.completed_at, o.reversed_at, o.cancelled_at,
          case when o.refund_share is not null then coalesce(o.reversed_at, o.completed_at) + interval '1 hour' end)
      from seed_order o
      join seed_customer c on c.n = o.customer_n
      join seed_spot d on d.day = o.age_days
      order by o.n
    `);
    done(`${options.orders} orders`);
    await run(sql`
      insert into order_counters (group_id, side, last_number)
      select ${g}, side, max(substr(number, 4)::int) from seed_order group by side
      on conflict (group_id, side) do update set last_number = greatest(order_counters.last_number, excluded.last_number)
    `);
    await run(sql`
      insert into order_lines (id, group_id, order_id, position, kind, product_id, title, metal, form, weight, weight_unit, purity,
        fine_ozt_per_unit, category_path, quantity, manual_unit_price, unit_price, line_total, price_source, price_status, averaged, spot)
      select l.id, ${g}, o.id, l.position, case when l."productId" is null then 'custom' else 'product' end, l."productId", l.title,
        l.metal, l.form, l.weight, l."weightUnit", l.purity, l."fineOzt", l."categoryPath", l.quantity, l.unit_price, l.unit_price,
        l.line_total, 'manual', 'priced', false, l.spot
      from seed_line l join seed_order o on o.n = l.order_n
      order by l.order_n, l.position
    `);
    done('order lines');
    await run(sql`
      insert into order_payments (id, group_id, order_id, kind, method, amount, received_at, created_by_user_id, created_at)
      select p.id, ${g}, o.id, p.kind, p.method, p.amount, p.at, ${actor}, p.at
      from seed_payment p join seed_order o on o.n = p.order_n
      order by p.at
    `);

    // A completed purchase's lines became drawer items, with their acquisition in the ledger (fulfilment.ts).
    await run(sql`
      insert into inventory_items (id, group_id, status, product_id, title, metal, form, weight, weight_unit, purity, declared_fine_ozt,
        quantity, year, obverse_image, reverse_image, acquired_on, source, cost, spot_at_acquisition,
        created_by_user_id, updated_by_user_id, created_at, updated_at)
      select l.item_id, ${g}, 'drawer', l."productId", l.title, l.metal, coalesce(l.form, 'other'), l.weight, l."weightUnit", l.purity,
        l."declaredFineOzt", l.quantity, l.year, l."obverseImage", l."reverseImage", (o.completed_at at time zone 'UTC')::date,
        left(o.number || ' · ' || c.first_name || ' ' || c.last_name, 200), l.line_total,
        (select case l.metal when 'gold' then s.gold when 'silver' then s.silver when 'platinum' then s.platinum
           when 'palladium' then s.palladium when 'rhodium' then s.rhodium end
         from spot_prices s where s.fetched_at < ((o.completed_at at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC'
         order by s.fetched_at desc limit 1),
        ${actor}, ${actor}, o.completed_at, o.completed_at
      from seed_line l join seed_order o on o.n = l.order_n join seed_customer c on c.n = o.customer_n
      where l.item_id is not null
      order by o.completed_at, l.order_n, l.position
    `);
    await run(sql`
      insert into inventory_ledger (group_id, item_id, kind, changes, detail, actor_user_id, at)
      select ${g}, l.item_id, 'acquired', '{}'::jsonb,
        jsonb_build_object('status', 'drawer', 'orderId', o.id, 'orderNumber', o.number, 'lineId', l.id), ${actor}, o.completed_at
      from seed_line l join seed_order o on o.n = l.order_n
      where l.item_id is not null
      order by o.completed_at, l.order_n, l.position
    `);
    await run(sql`
      update order_lines ol set fulfilment_item_id = l.item_id
      from seed_line l
      where l.item_id is not null and ol.id = l.id and ol.group_id = ${g}
    `);
    done('payments and the items completed purchases received');

    // ---------------------------------------------------------------- timelines
    const iso = (at: RawBuilder<unknown>) => sql`to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await run(sql`
      insert into order_events (group_id, order_id, kind, from_status, to_status, detail, actor_user_id, at)
      select ${g}, e.order_id, e.kind, e.from_status, e.to_status, e.detail, ${actor}, e.at
      from (
        select o.id as order_id, o.n, 1 as step, 'created' as kind, null as from_status, 'draft' as to_status,
          jsonb_build_object('number', o.number) as detail, o.created_at as at
        from seed_order o
        union all
        select o.id, o.n, 2, 'quoted', 'draft', 'quoted',
          jsonb_build_object('expiresAt', ${iso(sql`o.quoted_at + make_interval(secs => ${QUOTE_TTL_MS / 1000})`)}, 'total', o.total::text,
            'spotAt', ${iso(sql`o.quoted_at - interval '1 minute'`)}), o.quoted_at
        from seed_order o where o.quoted_at is not null
        union all
        select o.id, o.n, 3, 'confirmed', 'quoted', 'confirmed', '{}'::jsonb, o.confirmed_at
        from seed_order o where o.confirmed_at is not null
        union all
        select o.id, o.n, 4, 'payment_added', 'confirmed', 'confirmed',
          jsonb_build_object('paymentId', p.id, 'method', p.method, 'amount', p.amount::text, 'receivedAt', ${iso(sql`p.at`)}), p.at
        from seed_order o join seed_payment p on p.order_n = o.n and p.kind = 'payment'
        union all
        select o.id, o.n, 5, 'paid', 'confirmed', 'paid', jsonb_build_object('paid', o.total::text), o.paid_at
        from seed_order o where o.paid_at is not null and o.status <> 'confirmed'
        union all
        select o.id, o.n, 6, 'fulfilled', 'paid', 'fulfilled', '{}'::jsonb, o.fulfilled_at
        from seed_order o where o.fulfilled_at is not null
        union all
        select o.id, o.n, 7, 'completed', 'fulfilled', 'completed',
          jsonb_build_object('items', o.received), o.completed_at
        from seed_order o where o.completed_at is not null
        union all
        select o.id, o.n, 8, 'reversed', 'completed', 'reversed',
          jsonb_build_object('reason', 'Customer returned the order', 'items', '[]'::jsonb), o.reversed_at
        from seed_order o where o.reversed_at is not null
        union all
        select o.id, o.n, 9, 'refunded', o.status, o.status,
          jsonb_build_object('paymentId', p.id, 'method', p.method, 'amount', p.amount::text, 'reference', null, 'reason', null,
            'refundedAt', ${iso(sql`p.at`)}, 'refunded', p.amount::text), p.at
        from seed_order o join seed_payment p on p.order_n = o.n and p.kind = 'refund'
        union all
        select o.id, o.n, 10, 'cancelled', case when o.confirmed_at is not null then 'confirmed' when o.quoted_at is not null then 'quoted' else 'draft' end,
          'cancelled', case when o.n % 2 = 0 then jsonb_build_object('reason', 'Customer changed their mind') else '{}'::jsonb end, o.cancelled_at
        from seed_order o where o.cancelled_at is not null
      ) e
      order by e.at, e.n, e.step
    `);
    done('order timelines');

    // ---------------------------------------------------------------- collections
    // Products to name: the catalog's, and when a large collection needs more, yearly issues of the
    // catalog's coins as the group's own products (a collector's "every year" set).
    const bigCount = options.bigCollection > 0 ? 2 : 0;
    await run(sql`
      create temp table seed_pick on commit drop as
      select (row_number() over (order by p.slug))::int as n, p.id
      from products_visible p where p.status = 'published'
    `);
    const have = Number((await sql<{ n: string }>`select count(*) as n from seed_pick`.execute(tx)).rows[0]?.n ?? 0);
    const wanted = Math.max(options.entries, options.bigCollection);
    if (wanted > have) {
      await run(sql`
        insert into products (group_id, status, title, slug, year, metal, country, type, category_id, series_id, name, strike, face_value,
          weight, weight_unit, purity, metal_content, diameter, obverse_image, reverse_image, created_by_user_id, updated_by_user_id)
        select ${g}, 'published', left(p.title || ' ' || y.year, 200), left(p.slug || '-' || y.year, 190), y.year, p.metal, p.country, p.type,
          p.category_id, p.series_id, p.name, p.strike, p.face_value, p.weight, p.weight_unit, p.purity, p.metal_content, p.diameter,
          p.obverse_image, p.reverse_image, ${actor}, ${actor}
        from (
          select p.*, row_number() over (order by p.slug) as k
          from products p where p.group_id is null and p.status = 'published' and p.type = 'coin'
        ) p
        cross join generate_series(1986, 2026) as y(year)
        where not exists (select 1 from products q where q.group_id = ${g} and q.slug = left(p.slug || '-' || y.year, 190))
        order by y.year, p.k
        limit ${wanted - have}
      `);
      await run(sql`
        insert into seed_pick (n, id)
        select ${have} + (row_number() over (order by p.slug))::int, p.id
        from products p where p.group_id = ${g} and p.status = 'published' and p.id not in (select id from seed_pick)
      `);
    }
    const pool = Number((await sql<{ n: string }>`select count(*) as n from seed_pick`.execute(tx)).rows[0]?.n ?? 0);
    await run(sql`create unique index on seed_pick (n)`);
    await analyse('seed_pick');
    if (pool < wanted) throw new Error(`Only ${pool} products to name; a collection of ${wanted} entries needs as many.`);
    await run(sql`
      create temp table seed_collection on commit drop as
      select n, gen_random_uuid() as id, case when n > ${options.collections} then ${options.bigCollection}::int else ${options.entries}::int end as entries,
        case when n > ${options.collections} then 'Every issue ' || (n - ${options.collections})
          else ${textArray(COLLECTION_THEMES)}[1 + (n % ${COLLECTION_THEMES.length})] || ' ' || n end as title,
        now() - make_interval(secs => ${r('collection', sql`n`)} * ${windowDays} * 86400) as created_at
      from generate_series(1, ${options.collections + bigCount}) n
    `);
    await analyse('seed_collection');
    await run(sql`
      insert into collections (id, group_id, title, description, sort_order, created_by_user_id, updated_by_user_id, created_at, updated_at)
      select c.id, ${g}, c.title, case when c.n % 3 = 0 then 'Started at a coin show; one of each.' end,
        (array['position', 'title', 'year', 'owned'])[1 + (c.n % 4)], ${actor}, ${actor}, c.created_at,
        c.created_at + make_interval(secs => ${r('touched', sql`c.n`)} * extract(epoch from now() - c.created_at))
      from seed_collection c order by c.n
    `);
    // Each collection names distinct products: a window of the pool from a random start (wrapping
    // round); the regular ones from the catalog, which completed purchases hold, the large ones from all.
    await run(sql`
      insert into collection_entries (group_id, collection_id, product_id, position, wanted_quantity, target_grade, notes, created_at, updated_at)
      select ${g}, c.id, p.id, e.position,
        case when ${r('wanted', sql`c.n * 4096 + e.position`)} < 0.8 then 1 else 2 + floor(${r('wanted2', sql`c.n * 4096 + e.position`)} * 9)::int end,
        case when ${r('grade', sql`c.n * 4096 + e.position`)} < 0.03 then 'MS70' end,
        case when ${r('entry-note', sql`c.n * 4096 + e.position`)} < 0.05 then 'Look for a better strike' end,
        c.created_at, c.created_at
      from seed_collection c
      cross join lateral generate_series(0, c.entries - 1) as e(position)
      cross join lateral (select case when c.n > ${options.collections} then ${pool}::int else ${Math.max(have, options.entries)}::int end as size) w
      join seed_pick p on p.n = 1 + ((floor(${r('start', sql`c.n`)} * w.size)::int + e.position) % w.size)
      order by c.n, e.position
    `);
    done('collections');

    const count = async (query: RawBuilder<{ n: string }>) => Number((await query.execute(tx)).rows[0]?.n ?? 0);
    const first = async (query: RawBuilder<{ id: string }>) => (await query.execute(tx)).rows[0]?.id ?? null;
    return {
      groupId,
      customers: options.customers,
      orders: options.orders,
      lines: await count(sql`select count(*) as n from seed_line`),
      payments: await count(sql`select count(*) as n from seed_payment`),
      itemsReceived: await count(sql`select count(*) as n from seed_line where item_id is not null`),
      collections: options.collections + bigCount,
      entries: await count(sql`select coalesce(sum(entries), 0) as n from seed_collection`),
      ids: {
        // The customer with the most orders, the newest completed order, a regular and a large collection.
        customerId: await first(sql`select c.id from seed_customer c join seed_order o on o.customer_n = c.n group by c.id order by count(*) desc, c.id limit 1`),
        orderId: await first(sql`select id from seed_order where status = 'completed' order by created_at desc limit 1`),
        collectionId: await first(sql`select id from seed_collection where n = 1 and n <= ${options.collections}`),
        bigCollectionId: await first(sql`select id from seed_collection where n = ${options.collections + 1} and entries > 0`),
      },
    };
  });
}
