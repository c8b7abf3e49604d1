-- The realtime flow log is a resume window, not an archive (docs/decisions.md, "Flow log retention"): a worker keeps
-- the newest `keep` events. A cursor older than what is kept gets an explicit resync, as before. Events an active
-- webhook endpoint has not received yet are kept too, but never more than ten windows back, so one receiver that is
-- down for weeks cannot make the log grow without end. The app role cannot delete from the log: this function can.
CREATE OR REPLACE FUNCTION flow_trim(keep bigint) RETURNS bigint
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS
$$
DECLARE
  newest bigint;
  cut bigint;
  pending bigint;
  removed bigint;
BEGIN
  SELECT max(seq) INTO newest FROM flow_event;
  IF newest IS NULL OR keep < 1 THEN RETURN 0; END IF;
  cut := newest - keep;
  SELECT min(last_delivered_seq) INTO pending FROM webhook_endpoint WHERE active;
  IF pending IS NOT NULL THEN cut := least(cut, greatest(pending, newest - keep * 10)); END IF;
  DELETE FROM flow_event WHERE seq <= cut;
  GET DIAGNOSTICS removed = ROW_COUNT;
  RETURN removed;
END
$$;
REVOKE ALL ON FUNCTION flow_trim(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION flow_trim(bigint) TO teleconsulta_app;
