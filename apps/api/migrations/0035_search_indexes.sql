-- Search (q) through trigram indexes that row-level security does not keep out (issue 37).
--
-- Under the policy of 0008 a `search_text like '%w%'` is never an index condition: LIKE is not
-- LEAKPROOF, so Postgres evaluates it only after the policy's check, on every row the policy lets
-- through (the group's whole inventory at 100 000 items). Here the index lookup runs inside a
-- SECURITY DEFINER function, as the owner of the tables (no policy applies), pinned to one group that
-- must be among the caller's own (`app_group_ids()`, the scope the request set); it answers only ids.
-- The query that reads the rows keeps running as bullion_app under the policy and only adds
-- `id in (select <fn>(…))`, so isolation is enforced twice and never loosened: a group id that is
-- not the caller's gives nothing, and an id from anywhere else would still be filtered out by the
-- policy. The words become one AND of LIKEs in a statement planned with its literal patterns (EXECUTE
-- … format %L, quoted as literals), so Postgres estimates each pattern's trigrams and intersects
-- the bitmaps of the selective ones. Only words of 3 characters or more are given to these
-- functions (a shorter one has no trigram to look up); the callers keep those as plain LIKEs on the
-- rows the index narrowed.

-- ---------------------------------------------------------------- inventory items
create index inventory_items_search_trgm_idx on inventory_items using gin (search_text gin_trgm_ops)
  where merged_into_item_id is null;

-- The ids of the group's items (merged-away rows excepted) whose search text is LIKE every pattern.
create function inventory_search_ids(p_group uuid, p_patterns text[]) returns setof uuid
  language plpgsql stable security definer set search_path = pg_catalog, public rows 200 as $$
begin
  if p_group is null or not (p_group = any (app_group_ids())) or coalesce(cardinality(p_patterns), 0) = 0 then
    return;
  end if;
  return query execute
    'select i.id from inventory_items i where i.group_id = $1 and i.merged_into_item_id is null'
    || (select string_agg(format(' and i.search_text like %L', pattern), '') from unnest(p_patterns) as pattern)
    using p_group;
end
$$;
revoke all on function inventory_search_ids(uuid, text[]) from public;
grant execute on function inventory_search_ids(uuid, text[]) to bullion_app;

-- ---------------------------------------------------------------- orders
-- An order matches a word in its number, customer name or notes, or in the title of one of its
-- lines (what the list searched through a per-order string_agg of the lines before).
create index orders_search_trgm_idx on orders using gin (
  lower(number || ' ' || customer_name || ' ' || coalesce(notes, '')) gin_trgm_ops
);
create index order_lines_title_trgm_idx on order_lines using gin (lower(title) gin_trgm_ops);

-- The ids of the group's orders matching every pattern (in the order's own text or a line's title).
create function order_search_ids(p_group uuid, p_patterns text[]) returns setof uuid
  language plpgsql stable security definer set search_path = pg_catalog, public rows 200 as $$
begin
  if p_group is null or not (p_group = any (app_group_ids())) or coalesce(cardinality(p_patterns), 0) = 0 then
    return;
  end if;
  return query execute
    'select o.id from orders o where o.group_id = $1'
    || (
      select string_agg(format(
        ' and o.id in (select x.id from orders x where x.group_id = $1'
        || ' and lower(x.number || '' '' || x.customer_name || '' '' || coalesce(x.notes, '''')) like %1$L'
        || ' union all select l.order_id from order_lines l where l.group_id = $1 and lower(l.title) like %1$L)',
        pattern), '')
      from unnest(p_patterns) as pattern
    )
    using p_group;
end
$$;
revoke all on function order_search_ids(uuid, text[]) from public;
grant execute on function order_search_ids(uuid, text[]) to bullion_app;

-- ---------------------------------------------------------------- customers
create index customers_search_trgm_idx on customers using gin (search_text gin_trgm_ops);

-- The ids of the group's customers whose search text (name, e-mail, phone) is LIKE every pattern.
create function customer_search_ids(p_group uuid, p_patterns text[]) returns setof uuid
  language plpgsql stable security definer set search_path = pg_catalog, public rows 200 as $$
begin
  if p_group is null or not (p_group = any (app_group_ids())) or coalesce(cardinality(p_patterns), 0) = 0 then
    return;
  end if;
  return query execute
    'select c.id from customers c where c.group_id = $1'
    || (select string_agg(format(' and c.search_text like %L', pattern), '') from unnest(p_patterns) as pattern)
    using p_group;
end
$$;
revoke all on function customer_search_ids(uuid, text[]) from public;
grant execute on function customer_search_ids(uuid, text[]) to bullion_app;
