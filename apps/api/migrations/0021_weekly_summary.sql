-- When each user's weekly portfolio summary was last handled (mailed, or passed over because none of
-- their groups held anything), so a restarted API or a second instance does not send it again within
-- the week. Null: never; the first is due a week after the account was made (created_at).
alter table profiles add column weekly_summary_at timestamptz;
