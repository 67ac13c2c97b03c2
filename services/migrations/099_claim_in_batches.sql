-- "Next item" for several staff in one statement (issue 34, docs/review-queue.md "Claims that come
-- together are one statement"). When staff of one company press "Next item" while a claim of that
-- company is still in PostgreSQL, the API process sends the claims that waited as one call of this
-- function instead of one each: a round trip, a transaction and a commit for all of them. On two
-- cores a round trip (a socket write that wakes the other process) was about half of a claim's CPU
-- in the product.
--
-- Each claim is review_claim_next (migration 095) for its own staff member, in the order they came:
-- the function sees the items the claims before it in the batch took (their rows are updated, no
-- longer unassigned), so no two get the same item, and other transactions' claims are kept apart by
-- the row locks as before (SKIP LOCKED). Arrays, one entry per claim; `forms` holds each claim's form
-- types comma-separated (a two-dimensional array must be rectangular). A claim that finds nothing
-- returns no row; `claim` is the claim's index in the arrays, from 1.
CREATE FUNCTION review_claim_batch(
  company bigint,
  is_admin boolean[],
  forms text[],
  may_watchlist boolean[],
  may_high_risk boolean[],
  me bigint[],
  me_name text[],
  new_event_id uuid[],
  claimed_at text[],
  event_metadata jsonb[]
) RETURNS TABLE (claim integer, item review_items)
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
DECLARE
  claimed review_items;
BEGIN
  FOR i IN 1 .. coalesce(array_length(me, 1), 0) LOOP
    SELECT * INTO claimed FROM review_claim_next(
      company, is_admin[i], string_to_array(forms[i], ','), may_watchlist[i], may_high_risk[i],
      me[i], me_name[i], new_event_id[i], claimed_at[i], event_metadata[i]);
    IF claimed.id IS NOT NULL THEN
      claim := i;
      item := claimed;
      RETURN NEXT;
    END IF;
  END LOOP;
END $$;
