import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * PostgreSQL: `redemption_take`, the counter part of a redemption as one function, so a Redeem's
 * write is one statement (this function and the redemption row's insert) and the campaign's
 * counter row is locked from its update to the commit without a round trip to the server in
 * between (docs/decisions/redemption.md, "The write"). The counters change as before, by
 * arithmetic in the `set` with the limit in the `where`: the customer's cycle use, the customer's
 * campaign use (null maximum: not counted), then the campaign's budget and uses, last, only while
 * the campaign runs. A limit reached raises SQLSTATE RDM01 with the refusal's reason key as the
 * message, which undoes the whole statement. SQLite: nothing here (the server runs the same steps
 * in one synchronous transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function redemption_take(
      p_campaign integer, p_phone text, p_cycle text, p_cycle_max integer,
      p_campaign_max integer, p_discount bigint, p_max_budget bigint, p_max_uses bigint
    ) returns void language plpgsql as $$
    declare
      v_state text;
      v_uses bigint;
    begin
      if p_cycle_max is not null then
        insert into customer_counters as c (campaign_id, phone, period, used, max_uses)
          values (p_campaign, p_phone, p_cycle, 1, p_cycle_max)
          on conflict (campaign_id, phone, period) do update
            set used = c.used + 1, max_uses = excluded.max_uses
            where c.used + 1 <= excluded.max_uses;
        if not found then
          raise exception using errcode = 'RDM01', message = 'customer_cycle_limit';
        end if;
      end if;
      if p_campaign_max is not null then
        insert into customer_counters as c (campaign_id, phone, period, used, max_uses)
          values (p_campaign, p_phone, '*', 1, p_campaign_max)
          on conflict (campaign_id, phone, period) do update
            set used = c.used + 1, max_uses = excluded.max_uses
            where c.used + 1 <= excluded.max_uses;
        if not found then
          raise exception using errcode = 'RDM01', message = 'customer_campaign_limit';
        end if;
      end if;
      for attempt in 1..2 loop
        update campaign_counters
          set budget_used = budget_used + p_discount, uses = uses + 1,
              max_budget = p_max_budget, max_uses = p_max_uses
          where campaign_id = p_campaign
            and exists (select 1 from campaigns where id = p_campaign and state = 'running')
            and (p_max_budget is null or budget_used + p_discount <= p_max_budget)
            and (p_max_uses is null or uses + 1 <= p_max_uses);
        if found then
          return;
        end if;
        select state into v_state from campaigns where id = p_campaign;
        if v_state is distinct from 'running' then
          raise exception using errcode = 'RDM01', message = 'campaign_not_running';
        end if;
        select uses into v_uses from campaign_counters where campaign_id = p_campaign;
        if not found and attempt = 1 then
          insert into campaign_counters (campaign_id, max_budget, max_uses)
            values (p_campaign, null, null) on conflict (campaign_id) do nothing;
        elsif p_max_uses is not null and coalesce(v_uses, 0) + 1 > p_max_uses then
          raise exception using errcode = 'RDM01', message = 'total_uses_reached';
        else
          raise exception using errcode = 'RDM01', message = 'budget_exhausted';
        end if;
      end loop;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists redemption_take(integer, text, text, integer, integer, bigint, bigint, bigint)`.execute(
    db,
  );
}
