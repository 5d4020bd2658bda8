import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_bank_info';
import * as m0004 from './0004_promotions';
import * as m0005 from './0005_users_email_unique';
import * as m0006 from './0006_transitions';
import * as m0007 from './0007_machine_credentials';
import * as m0008 from './0008_jobs';
import * as m0009 from './0009_limits';
import * as m0012 from './0012_sessions';
import * as m0017 from './0017_quotas';
import * as m0021 from './0021_list_indexes';
import * as m0022 from './0022_users_trigram_search';
import * as m0030 from './0030_idempotency';
import * as m0031 from './0031_search_text';
import * as m0035 from './0035_users_language_choice';
import * as m0038 from './0038_code_sales_sorts';
import * as m0041 from './0041_campaigns';
import * as m0042 from './0042_campaign_parties';
import * as m0043 from './0043_parent_controls';
import * as m0044 from './0044_campaign_revisions';
import * as m0046 from './0046_merter_files';
import * as m0048 from './0048_terminal_blocks';
import * as m0050 from './0050_integration_clients';
import * as m0051 from './0051_redemptions';
import * as m0053 from './0053_rule_group_names';
import * as m0056 from './0056_agent_links_commands';
import * as m0057 from './0057_campaign_counters_only';
import * as m0058 from './0058_agent_telemetry';
import * as m0061 from './0061_redemption_take';
import * as m0063 from './0063_agent_software_names';
import * as m0064 from './0064_redemptions_by_time';
import * as m0065 from './0065_rpa_jobs';
import * as m0066 from './0066_sales_rollup';
import * as m0068 from './0068_rpa_target_staff';
import * as m0069 from './0069_users_fts_exact';
import * as m0070 from './0070_browser_rules_pending';
import * as m0071 from './0071_users_live_text';
import * as m0072 from './0072_browser_rules_generation';
import * as m0073 from './0073_reports_tables';
import * as m0074 from './0074_report_url_days_id';
import * as m0075 from './0075_rpa_one_manual_run';

/** Every migration in order. Landed migrations are frozen: change the schema with a new one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_bank_info': m0003,
  '0004_promotions': m0004,
  '0005_users_email_unique': m0005,
  '0006_transitions': m0006,
  '0007_machine_credentials': m0007,
  '0008_jobs': m0008,
  '0009_limits': m0009,
  '0012_sessions': m0012,
  '0017_quotas': m0017,
  '0021_list_indexes': m0021,
  '0022_users_trigram_search': m0022,
  '0030_idempotency': m0030,
  '0031_search_text': m0031,
  '0035_users_language_choice': m0035,
  '0038_code_sales_sorts': m0038,
  '0041_campaigns': m0041,
  '0042_campaign_parties': m0042,
  '0043_parent_controls': m0043,
  '0044_campaign_revisions': m0044,
  '0046_merter_files': m0046,
  '0048_terminal_blocks': m0048,
  '0050_integration_clients': m0050,
  '0051_redemptions': m0051,
  '0053_rule_group_names': m0053,
  '0056_agent_links_commands': m0056,
  '0057_campaign_counters_only': m0057,
  '0058_agent_telemetry': m0058,
  '0061_redemption_take': m0061,
  '0063_agent_software_names': m0063,
  '0064_redemptions_by_time': m0064,
  '0065_rpa_jobs': m0065,
  '0066_sales_rollup': m0066,
  '0068_rpa_target_staff': m0068,
  '0069_users_fts_exact': m0069,
  '0070_browser_rules_pending': m0070,
  '0071_users_live_text': m0071,
  '0072_browser_rules_generation': m0072,
  '0073_reports_tables': m0073,
  '0074_report_url_days_id': m0074,
  '0075_rpa_one_manual_run': m0075,
};
