-- Guarded prices (issue 34): a line that sells below its melt value, or buys above it, is quoted
-- only with a reason, kept on the line and shown on the order (@bullion/contract's meltGuard).
alter table order_lines add column melt_reason text check (length(melt_reason) <= 500);
