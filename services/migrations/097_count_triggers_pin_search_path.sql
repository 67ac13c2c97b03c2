-- The queue's count triggers keep their plans (issue 34, docs/review-queue.md "What to measure").
-- PostgreSQL keeps a PL/pgSQL statement's plan only for the search_path it was planned under, and
-- plans it again when a call comes under another one. The count trigger (migration 087/096) fires
-- both inside review_claim_next, which pins its own search_path (migration 095), and under the
-- connection's default, for a decision or any other write: with staff claiming and deciding in
-- turn, more than half of its calls were planned afresh (about 0.4 ms each, a third of what a
-- decision cost PostgreSQL). Pinned here, every caller runs it under the same path.
ALTER FUNCTION review_item_counts_apply() SET search_path = pg_catalog, public;
ALTER FUNCTION review_item_counts_fold(bigint) SET search_path = pg_catalog, public;
