-- One fine weight (issue 34). A product's declared fine content (its metal_content, the mint's
-- stated figure) is the fine weight of every item made from it; gross weight × purity applies only
-- where none is declared. Until now an item held weight × purity even when its product declared
-- more exactly: a 1 oz American Silver Eagle (1.000 ozt at .999) counted 0.999 ozt, a 1/10 oz Maple
-- Leaf (0.1007 ozt at .9999) 0.10069 ozt. The rule itself is @bullion/contract's fine-weight.ts.
--
-- declared_fine_ozt: the fine troy ounces of one piece as its product declares them, kept while the
-- item's weight, unit and purity are the product's (the API clears it when they are edited away).
alter table inventory_items add column declared_fine_ozt numeric(20, 10) check (declared_fine_ozt > 0);

-- A correction is a ledger entry of its own, made by no one (the actor is empty).
alter table inventory_ledger drop constraint inventory_ledger_kind_check;
alter table inventory_ledger add constraint inventory_ledger_kind_check
  check (kind in ('acquired', 'edited', 'moved', 'quantity_changed', 'split', 'disposed', 'undone', 'put_away', 'identified', 'imported', 'corrected'));

-- Existing items made from a product that declares its fine content, whose weight and purity are
-- still the product's (a product's weight in another unit became grams, 6 places, as the API does).
-- Grams per unit: the datasets' weight units (apps/api/src/datasets/reference-data.ts).
with units (unit, grams) as (
  values ('ozt', 31.1034768::numeric), ('g', 1::numeric), ('kg', 1000::numeric), ('dwt', 1.55517384::numeric),
    ('gr', 0.06479891::numeric), ('tola', 11.6638038::numeric), ('tael', 37.799364167::numeric), ('oz', 28.349523125::numeric)
),
declared as (
  select i.id, i.group_id, i.product_id, i.fine_weight_ozt as before,
    round(p.metal_content * u.grams / 31.1034768, 10) as declared
  from inventory_items i
  join products p on p.id = i.product_id
  join units u on u.unit = p.weight_unit
  where p.metal_content is not null
    and i.purity is not distinct from p.purity
    and (
      (p.weight_unit in ('ozt', 'g', 'kg') and i.weight_unit = p.weight_unit and i.weight is not distinct from p.weight)
      or (p.weight_unit not in ('ozt', 'g', 'kg') and i.weight_unit = 'g' and i.weight is not distinct from round(p.weight * u.grams, 6))
    )
),
fixed as (
  update inventory_items i
  set declared_fine_ozt = d.declared,
    version = i.version + case when i.fine_weight_ozt is distinct from d.declared then 1 else 0 end,
    updated_at = case when i.fine_weight_ozt is distinct from d.declared then now() else i.updated_at end
  from declared d
  where i.id = d.id and d.declared > 0
  returning i.id, i.group_id, d.product_id, d.before, d.declared
)
insert into inventory_ledger (group_id, item_id, kind, changes, detail, actor_user_id)
select f.group_id, f.id, 'corrected',
  jsonb_build_object('fineWeightOzt', jsonb_build_object('from', trim_scale(f.before)::text, 'to', trim_scale(f.declared)::text)),
  jsonb_build_object('reason', 'declared-fine-content', 'productId', f.product_id),
  null
from fixed f
where f.before is distinct from f.declared;

-- The fine weight of one piece: the declared content, else weight × purity as before.
drop index if exists inventory_items_held_product_idx;
alter table inventory_items drop column fine_weight_ozt;
alter table inventory_items add column fine_weight_ozt numeric generated always as (
  coalesce(
    declared_fine_ozt,
    case weight_unit
      when 'ozt' then weight * purity
      when 'g' then round(weight * purity / 31.1034768, 12)
      when 'kg' then round(weight * purity * 1000 / 31.1034768, 12)
    end
  )
) stored;
create index inventory_items_held_product_idx on inventory_items (group_id, product_id)
  include (quantity, grade, metal, fine_weight_ozt)
  where product_id is not null and merged_into_item_id is null and status in ('drawer', 'stock');
