import { IMPORT_FILE_MAX_BYTES } from '../constants';
import * as m from '../schemas/merter';
import { routesOf, type ErrorKinds, type Grants, type Screens } from './define';

/**
 * Mer-ter files: a campaign's merchant and terminal list uploaded as an xlsx (at most 5 MB and
 * 5000 rows), processed in the background (pending → processing → done or error), then applied
 * to the campaign's terminals; the campaign's terminals and a private campaign's customers, each
 * open or locked. The spec's RPC service `CampaignMerchant`. Supporters upload, apply and lock;
 * everyone who reads campaigns reads these (docs/decisions/merter.md).
 */
export const permissions = {
  'merter.read': ['admin', 'manager', 'supporter', 'risk'],
  'merter.write': ['admin', 'supporter'],
} as const satisfies Grants<'merter'>;

export const errors = {
  'merter.campaign_not_found': 'not_found',
  'merter.file_not_found': 'not_found',
  'merter.terminal_not_found': 'not_found',
  'merter.customer_not_found': 'not_found',
  /** 'campaign must be draft, approved, locked or pending' */
  'merter.campaign_state': 'failed_precondition',
  'merter.file_too_large': 'payload_too_large',
  'merter.too_many_rows': 'invalid_input',
  'merter.invalid_format': 'invalid_input',
  'merter.file_encrypted': 'invalid_input',
  'merter.file_bomb': 'invalid_input',
  'merter.file_empty': 'invalid_input',
  'merter.file_required': 'invalid_input',
  'merter.another_processing': 'failed_precondition',
  /** Apply on a file that is not done. */
  'merter.file_status': 'failed_precondition',
  'merter.already_locked': 'failed_precondition',
  'merter.already_opened': 'failed_precondition',
  'merter.customer_already_locked': 'failed_precondition',
  'merter.customer_already_opened': 'failed_precondition',
} as const satisfies ErrorKinds<'merter'>;

/** The mer-ter tab lives on the campaign page (campaigns.show); no screen of its own. */
export const screens = {} as const satisfies Screens<'merter', keyof typeof permissions>;

const route = routesOf('merter', permissions);

export const routes = {
  'merter.upload': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/Upload',
    request: m.uploadInput,
    response: m.uploadResponse,
    access: 'merter.write',
    write: true,
    upload: { maxBytes: IMPORT_FILE_MAX_BYTES, tooLarge: 'merter.file_too_large' },
    timeoutSeconds: 120,
    summary:
      'multipart/form-data with `campaign_id` and `file` (.xlsx, at most 5 MB and 5000 rows); queues it for processing',
  }),
  'merter.status': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/GetFileProcessStatus',
    request: m.fileStatusInput,
    response: m.fileStatusResponse,
    access: 'merter.read',
    write: false,
    summary: 'A campaign’s files, newest first: status, progress, total, valid and invalid rows',
  }),
  'merter.result': route({
    method: 'GET',
    path: '/rpc/CampaignMerchant/DownloadFileProcessResult',
    request: m.fileIdInput,
    response: m.fileAnswer,
    access: 'merter.read',
    write: false,
    download: true,
    timeoutSeconds: 120,
    summary: 'The file’s rows with a result column saying why each refused row was refused (xlsx)',
  }),
  'merter.template': route({
    method: 'GET',
    path: '/rpc/CampaignMerchant/DownloadTemplate',
    request: m.templateInput,
    response: m.fileAnswer,
    access: 'merter.read',
    write: false,
    download: true,
    summary: 'An empty mer-ter file with its header row (xlsx)',
  }),
  'merter.apply': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/Apply',
    request: m.applyInput,
    response: m.applyResponse,
    access: 'merter.write',
    write: true,
    summary: 'Adds a processed file’s valid rows to its campaign’s terminals',
  }),
  'merter.applyAll': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ApplyAll',
    request: m.campaignIdInput,
    response: m.applyResponse,
    access: 'merter.write',
    write: true,
    summary: 'Adds the valid rows of every processed file of a campaign to its terminals',
  }),
  'merter.terminals': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/GetCampaignTerminals',
    request: m.campaignTerminalsInput,
    response: m.campaignTerminalsResponse,
    access: 'merter.read',
    write: false,
    summary: 'A campaign’s terminals by terminal or merchant code, open or locked',
  }),
  'merter.changeTerminal': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ChangeStatusCampaignTerminal',
    request: m.changeTerminalInput,
    response: m.changeTerminalResponse,
    access: 'merter.write',
    write: true,
    summary: 'Locks or opens one terminal of a campaign',
  }),
  'merter.customers': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ListCustomers',
    request: m.customersInput,
    response: m.customersResponse,
    access: 'merter.read',
    write: false,
    summary: 'A private campaign’s customers by phone, open or locked',
  }),
  'merter.customerTerminals': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ListCustomerTerminals',
    request: m.customerTerminalsInput,
    response: m.customerTerminalsResponse,
    access: 'merter.read',
    write: false,
    summary: 'The terminals where a customer of the campaign may redeem it (its open terminals)',
  }),
  'merter.changeCustomer': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ChangeStatusCampaignCustomer',
    request: m.changeCustomerInput,
    response: m.changeCustomerResponse,
    access: 'merter.write',
    write: true,
    summary: 'Locks or opens one customer of a private campaign',
  }),
};
